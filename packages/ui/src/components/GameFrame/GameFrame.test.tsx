import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameFrame } from './GameFrame';

describe('GameFrame', () => {
  it('shows the game in a named frame, with no overlay on a large screen', () => {
    render(<GameFrame src="https://peli.example/" title="Raaputus" tapToFullscreen={false} />);
    expect(screen.getByTitle('Raaputus')).toHaveAttribute('src', 'https://peli.example/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a small screen opens the game fullscreen by a tap, and closes it again', async () => {
    const user = userEvent.setup();
    const onFullscreenChange = vi.fn();
    const { container } = render(
      <GameFrame
        src="https://peli.example/"
        title="Raaputus"
        tapToFullscreen
        onFullscreenChange={onFullscreenChange}
      />,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveAttribute('data-state', 'inline');
    await user.click(screen.getByRole('button', { name: 'Napauta pelataksesi koko näytöllä' }));
    expect(root).toHaveAttribute('data-state', 'fullscreen');
    expect(onFullscreenChange).toHaveBeenLastCalledWith(true);
    expect(
      screen.queryByRole('button', { name: 'Napauta pelataksesi koko näytöllä' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sulje koko näyttö' }));
    expect(root).toHaveAttribute('data-state', 'inline');
    expect(onFullscreenChange).toHaveBeenLastCalledWith(false);
  });

  it('asks for the tap when the viewport is narrower than 700 px', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(max-width: 699px)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<GameFrame src="https://peli.example/" title="Raaputus" />);
      expect(screen.getByRole('button', { name: 'Napauta pelataksesi koko näytöllä' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
