import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { PAGE_CONTENT_END_ID, PageShell } from '@arpa/ui';

const indexHtml = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');

describe('the page template', () => {
  it("holds the first paint until the page shell's main content has been parsed", () => {
    // With another id the browser would wait for the whole document instead (no element matches).
    expect(indexHtml).toContain(`<link rel="expect" href="#${PAGE_CONTENT_END_ID}" blocking="render" />`);
    const { container } = render(
      <PageShell header={<header>Ylä</header>} footer={<footer>Ala</footer>}>
        <p>Sisältö</p>
      </PageShell>,
    );
    const marker = container.querySelector(`#${PAGE_CONTENT_END_ID}`);
    expect(marker?.previousElementSibling?.tagName).toBe('MAIN');
    expect(marker?.nextElementSibling?.tagName).toBe('FOOTER');
    expect(marker).not.toBeVisible();
  });
});
