import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './ProductGallery';

const images = [
  { src: '/a.png', alt: 'Edestä' },
  { src: '/b.png', alt: 'Sivulta' },
];

describe('ProductGallery', () => {
  it('shows the image whose thumbnail is pressed', async () => {
    const onValueChange = vi.fn();
    render(<ProductGallery images={images} onValueChange={onValueChange} />);
    expect(screen.getByRole('img', { name: 'Edestä' })).toHaveAttribute('src', '/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Näytä kuva 2' }));
    expect(onValueChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('img', { name: 'Sivulta' })).toHaveAttribute('src', '/b.png');
    expect(screen.getByRole('button', { name: 'Näytä kuva 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Näytä kuva 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a controlled index and renders nothing without images', () => {
    const { rerender, container } = render(<ProductGallery images={images} value={1} />);
    expect(screen.getByRole('img', { name: 'Sivulta' })).toBeInTheDocument();
    rerender(<ProductGallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
