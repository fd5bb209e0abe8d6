// Vite (and so Vitest) imports any file's text with the `?raw` suffix; the tests read docs this way.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
