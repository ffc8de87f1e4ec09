import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chunkMapPlugin } from './scripts/chunkMapPlugin.ts';

// The SPA is built into dist/web, which the Fastify server serves on the same port as /api.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), chunkMapPlugin()],
  build: { outDir: 'dist/web', emptyOutDir: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
