// Proves the message catalogues are complete: en.json and sv.json hold the same keys with the same
// placeholders, every message id the code uses exists, and en.json matches the English defaults
// written beside the components.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import sv from './sv.json';

const webRoot = path.resolve(__dirname, '..');
const english = en as Record<string, string>;
const swedish = sv as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // Tests may invent ids for fakes; what ships is what must be translated.
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

// Message ids are `area.component.key`, so they always hold a dot; that tells them apart from
// other `id:` properties such as sidebar link ids ('home').
const idPattern = /\bid:\s*'([^']*\.[^']*)'/g;
const quoted = `'((?:[^'\\\\]|\\\\.)*)'`;
const descriptorPattern = new RegExp(`\\bid:\\s*'([^']+)',\\s*defaultMessage:\\s*${quoted}`, 'g');

const files = sourceFiles(webRoot).map((file) => ({
  file: path.relative(webRoot, file),
  text: readFileSync(file, 'utf8'),
}));

const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('en.json and sv.json hold the same keys', () => {
    expect(Object.keys(swedish).sort()).toEqual(Object.keys(english).sort());
  });

  it('has no empty or placeholder translations', () => {
    for (const [key, value] of Object.entries(swedish)) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/TODO|FIXME|\[sv\]/i);
    }
    for (const [key, value] of Object.entries(english)) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(english)) {
      expect(placeholders(swedish[key] ?? ''), key).toEqual(placeholders(english[key]!));
    }
  });

  it('names every key area.component.key', () => {
    for (const key of Object.keys(english)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+){2,}$/);
  });

  it('has an English entry for every message id used in src/web', () => {
    const missing = files.flatMap(({ file, text }) =>
      [...text.matchAll(idPattern)].map((m) => m[1]!).filter((id) => !(id in english)).map((id) => `${id} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps en.json in step with the defaultMessage beside each component', () => {
    const drift = files.flatMap(({ file, text }) =>
      [...text.matchAll(descriptorPattern)]
        .map((m) => ({ id: m[1]!, defaultMessage: m[2]!.replace(/\\(.)/g, '$1') }))
        .filter(({ id, defaultMessage }) => id in english && english[id] !== defaultMessage)
        .map(({ id, defaultMessage }) => `${id} (${file}): code says "${defaultMessage}", en.json says "${english[id]}"`),
    );
    expect(drift).toEqual([]);
  });
});
