import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 300 },
  server: {
    port: 5173,
    // In development the API and static storage come from the server started by `npm start`.
    proxy: { '/api': 'http://localhost:8080', '/static': 'http://localhost:8080' },
  },
});
