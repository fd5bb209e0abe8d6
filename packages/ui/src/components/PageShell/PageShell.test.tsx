import { render } from '@testing-library/react';
import { PAGE_CONTENT_END_ID, PageShell } from './PageShell';

describe('PageShell', () => {
  it('closes the main content with the hidden marker its stylesheet waits for, before the footer', () => {
    const { container } = render(
      <PageShell header={<header>Ylä</header>} footer={<footer>Ala</footer>}>
        <p>Sisältö</p>
      </PageShell>,
    );
    const marker = container.querySelector(`#${PAGE_CONTENT_END_ID}`);
    // A direct child of the shell: its style's `:has(> #…)` finds it nowhere else.
    expect(marker?.parentElement).toBe(container.firstElementChild);
    expect(marker?.previousElementSibling?.tagName).toBe('MAIN');
    expect(marker?.nextElementSibling?.tagName).toBe('FOOTER');
    expect(marker).not.toBeVisible();
  });
});
