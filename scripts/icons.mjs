#!/usr/bin/env node
// Draws the installable app's icons (the manifest's, scripts/webAppManifest.ts) from the favicon's
// design with sharp: 192 and 512 px with rounded corners, and a 512 px maskable one on a full-bleed
// background whose letter keeps well inside the safe zone (the middle circle, 80 % wide, that a
// launcher's mask never cuts).
// The PNGs are committed; run this again only when the design changes:  node scripts/icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const accent = '#0b57d0';
const letter = 'M10 7h4v14h8v4H10z';

/** The favicon's L on its blue tile; `scale` shrinks the letter about the middle. */
function icon({ rounded, scale }) {
  const offset = 16 - 16 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${accent}"/>
  <path d="${letter}" fill="#ffffff" transform="translate(${offset} ${offset}) scale(${scale})"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: icon({ rounded: true, scale: 1 }) },
  { file: 'icon-512.png', size: 512, svg: icon({ rounded: true, scale: 1 }) },
  { file: 'icon-maskable-512.png', size: 512, svg: icon({ rounded: false, scale: 0.75 }) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, file));
  console.log(`Wrote public/icons/${file} (${size}×${size}).`);
}
