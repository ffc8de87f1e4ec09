// The saved real pages of ../shared/recipe-pages (see its README): each with what a person reads
// from it, and the half it belongs to. Work on the reader looks at the "develop" half only; the
// "unseen" half shows whether a change helps pages it was not made for.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Beside the checkout (/work/wt-x → /work/shared), as the README places it. */
export const RECIPE_PAGES_DIR = path.resolve(process.cwd(), '../shared/recipe-pages');

export interface Expected {
  title: string;
  ingredients: string[];
  instructions_list: string[];
}

export interface SavedPage {
  /** `<site>__<name>`, the files' shared name. */
  id: string;
  site: string;
  half: 'develop' | 'unseen';
  html: string;
  expected: Expected;
}

/** Fixed by the site's name alone, so the halves never change as pages are added or removed. */
export function halfOf(site: string): SavedPage['half'] {
  const firstByte = createHash('sha256').update(site).digest()[0] ?? 0;
  return firstByte % 2 === 0 ? 'develop' : 'unseen';
}

export function savedPages(dir = RECIPE_PAGES_DIR): SavedPage[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.html.gz'))
    .sort()
    .map((file) => {
      const id = file.replace(/\.html\.gz$/, '');
      const site = id.split('__')[0] ?? id;
      const html = gunzipSync(fs.readFileSync(path.join(dir, file))).toString('utf8');
      const expected = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8')) as Expected;
      return { id, site, half: halfOf(site), html, expected };
    });
}
