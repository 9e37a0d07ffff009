import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // Source maps stay off: production must not publish the sources.
    sourcemap: false,
  },
  server: {
    // `npm run dev -w @store/web` talks to the API of a store started with `npm start`.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
