import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The reference game: a static build the server serves on the game origin (docs/decisions/0036-game-client.md). */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The game's CSP allows same-origin scripts only; no inline module-preload polyfill.
    modulePreload: { polyfill: false },
  },
});
