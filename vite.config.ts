import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.join(dirname, 'src') } },
  server: {
    // In development the API runs beside Vite; uploads are served by the API too.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: { sourcemap: false, target: 'es2022' },
});
