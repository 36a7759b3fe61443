import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

// The app is built into dist/ and served from the site root. The PWA plugin joins later.
export default defineConfig({
  plugins: [preact()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  preview: {
    host: '127.0.0.1',
  },
});
