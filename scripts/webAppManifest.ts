import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest and links it from
 * index.html). The colours are the themes' backgrounds (src/web/theme/theme.css.ts): a manifest has
 * one of each, so light is the app's, and index.html names dark's for browsers that prefer it.
 * The icons come from public/icons/icon.svg (scripts/icons.mjs). Shortcuts: spec §2's routes.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Lifelog',
  short_name: 'Lifelog',
  description: 'Notes, time tracking, shopping lists, recipes, passwords and more, on your own server.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Stamp in', short_name: 'Stamp in', url: '/', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Shopping list', short_name: 'Shopping', url: '/shopping-lists', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Quick note', short_name: 'Note', url: '/notes-collections', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
