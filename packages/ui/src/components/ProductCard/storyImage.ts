/** An inline SVG picture for stories and tests, so nothing is fetched from the network. */
export function storyImage(color: string, text: string, width = 400, height = 300): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
