// Proves the message catalogues are complete: the shared catalogue (i18n/en.json, sv.json) and each
// area's (features/<area>/, hubs/<hub>/ and shell/notFound/ messages.en.json, .sv.json) hold the same keys in both languages with
// the same placeholders, no id is defined twice, every message id the code uses exists beside the
// code that uses it (its area's catalogue, or the shared one), and the English catalogue matches
// the English defaults written beside the components.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, messagesFor } from './catalogues';

const webRoot = path.resolve(__dirname, '..');
const english = messagesFor('en');
const swedish = messagesFor('sv');
const englishFiles = catalogueFiles('en');
const swedishFiles = catalogueFiles('sv');

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

/** `features/notes/x.tsx` → `../features/notes/messages.en.json` (so for a hub or shell/notFound); null elsewhere. */
function areaCatalogueOf(file: string): string | null {
  const folder = /^((?:features|hubs|shell)\/[^/]+)\//.exec(file)?.[1];
  return folder ? `../${folder}/messages.en.json` : null;
}

/** The arguments a message takes (plural and select branches included), read by the ICU parser itself. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('finds the shared catalogue and the areas', () => {
    expect(Object.keys(englishFiles)).toContain('./en.json');
    expect(Object.keys(englishFiles).length).toBeGreaterThan(5);
  });

  it('has a Swedish file beside every English one, with the same keys', () => {
    const swedishPath = (file: string) => file.replace(/en\.json$/, 'sv.json');
    for (const [file, messages] of Object.entries(englishFiles)) {
      expect(Object.keys(swedishFiles[swedishPath(file)] ?? {}).sort(), file).toEqual(Object.keys(messages).sort());
    }
    expect(Object.keys(swedishFiles).sort()).toEqual(Object.keys(englishFiles).map(swedishPath).sort());
  });

  it('defines each id in one file only', () => {
    const owners = new Map<string, string[]>();
    for (const [file, messages] of Object.entries(englishFiles)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
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

  it('has an English entry for every message id used in src/web, beside the code that uses it', () => {
    const shared = englishFiles['./en.json']!;
    const missing = files.flatMap(({ file, text }) => {
      const own = englishFiles[areaCatalogueOf(file) ?? ''] ?? {};
      return [...text.matchAll(idPattern)]
        .map((m) => m[1]!)
        .filter((id) => !(id in own) && !(id in shared))
        .map((id) => `${id} (${file}${id in english ? ': defined in another area' : ''})`);
    });
    expect(missing).toEqual([]);
  });

  it('keeps the English catalogue in step with the defaultMessage beside each component', () => {
    const drift = files.flatMap(({ file, text }) =>
      [...text.matchAll(descriptorPattern)]
        .map((m) => ({ id: m[1]!, defaultMessage: m[2]!.replace(/\\(.)/g, '$1') }))
        .filter(({ id, defaultMessage }) => id in english && english[id] !== defaultMessage)
        .map(({ id, defaultMessage }) => `${id} (${file}): code says "${defaultMessage}", the catalogue says "${english[id]}"`),
    );
    expect(drift).toEqual([]);
  });
});
