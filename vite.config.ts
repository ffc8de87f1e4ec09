import { defineConfig, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkMapPlugin } from './scripts/chunkMapPlugin.ts';
import { defaultMessagesPlugin, messagesPlugin } from './scripts/messagesPlugin.ts';
import { preloadPlugin } from './scripts/preloadPlugin.ts';
import { webAppManifest } from './scripts/webAppManifest.ts';

// The SPA is built into dist/web, which the Fastify server serves on the same port as /api
// (scripts/build.mjs names a folder to assemble a build in, then swaps it in for dist/).
const outDir = process.env.LIFELOG_WEB_OUT_DIR ?? 'dist/web';

/**
 * vite-plugin-pwa asks the worker's build for one file with Rollup's `inlineDynamicImports`, which
 * Rolldown warns is deprecated on every build: the same, said as Rolldown says it.
 */
function oneWorkerFile(config: ResolvedConfig) {
  const output = config.build.rolldownOptions.output;
  if (output && !Array.isArray(output) && output.inlineDynamicImports) {
    delete output.inlineDynamicImports;
    output.codeSplitting = false;
  }
}

export default defineConfig({
  plugins: [
    messagesPlugin(outDir),
    react(),
    defaultMessagesPlugin(outDir),
    vanillaExtractPlugin(),
    chunkMapPlugin(outDir),
    preloadPlugin(outDir),
    // The installable app (docs/decisions.md, "Installable app"): the manifest, and src/web/pwa/sw.ts
    // built into sw.js with every built file to precache. The app registers it itself, after the
    // first screen (src/web/pwa/registerWhenIdle.ts); never in `npm run dev`.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The shell, every route's chunks and stylesheets, both languages' texts, the icons.
        globPatterns: ['**/*.{html,js,css,svg,png,wasm,webmanifest}'],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        // The worker's own small build logs only what goes wrong, like the app's (scripts/build.mjs).
        buildPlugins: { vite: [{ name: 'quiet-service-worker-build', config: () => ({ logLevel: 'warn' }), configResolved: oneWorkerFile }] },
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // Every browser the app supports has <link rel="modulepreload"> (Firefox 115, Safari 17): the
    // polyfill was 0.3 kB of the first screen for none of them. A lazy route's loader lists only
    // its styles (which must be in before it draws), not every chunk it imports: with twelve
    // areas the lists of hashed file names were 1.8 kB of the first screen. Its imports load as
    // the chunk is read, which links hide by preloading a route on intent (router.ts).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rolldownOptions: {
      // Everything the first screen needs statically in one chunk: split by which lazy routes
      // also use it, it came as twenty small files that each compress worse (docs/decisions.md).
      // The form pieces the account screens share (the sign-in screen needs them all) in one chunk
      // too, rather than six tiny ones.
      output: {
        // Files named by their hash alone: the entry lists every lazy chunk's file (with its CSS) for
        // preloading, and with names that list was 1.8 kB of the first screen. The chunk map
        // (scripts/chunkMapPlugin.ts) keeps each chunk's name for the bundle report.
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'forms', test: /\/src\/(?:web\/components\/form\/|domain\/credentials\.ts|web\/features\/accounts\/useLeaveWhen\.ts)/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
