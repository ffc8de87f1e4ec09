// Proves public/first-screen.js (plain JS, run in the head before the bundle) preloads the list of
// the built index.html's <meta name="lifelog-first-screen"> that fits the visitor, reading the
// storage keys the app writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from './i18n/languageStorage';
import { userStorageKey } from './session/localSession';

const script = readFileSync(path.resolve(__dirname, '../../public/first-screen.js'), 'utf8');
const runFirstScreen = () => new Function(script)();

function builtHead() {
  const meta = document.createElement('meta');
  meta.name = 'lifelog-first-screen';
  meta.dataset.signedOutEn = '/assets/shellTexts.en-1.js /assets/LoginRoute-2.js /assets/LoginRoute-3.css';
  meta.dataset.signedOutSv = '/assets/shellTexts.sv-1.js /assets/LoginRoute-2.js /assets/LoginRoute-3.css';
  meta.dataset.signedInEn = '/assets/shellTexts.en-1.js /assets/signedInChrome-4.js';
  meta.dataset.signedInSv = '/assets/shellTexts.sv-1.js /assets/signedInChrome-4.js';
  document.head.append(meta);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('crossorigin')]);

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

const signedIn = (language: number) => localStorage.setItem(userStorageKey, JSON.stringify({ id: 'u1', preferences: { language } }));

describe('first-screen.js', () => {
  it('preloads the sign-in screen, its texts and styles, for a visitor without a session', () => {
    builtHead();
    vi.stubGlobal('navigator', { languages: ['en-GB'], language: 'en-GB' });
    runFirstScreen();
    expect(preloads()).toEqual([
      ['modulepreload', null, '/assets/shellTexts.en-1.js', ''],
      ['modulepreload', null, '/assets/LoginRoute-2.js', ''],
      ['preload', 'style', '/assets/LoginRoute-3.css', ''],
    ]);
  });

  it('preloads the signed-in shell in the stored user’s language, not the sign-in screen', () => {
    builtHead();
    signedIn(2);
    runFirstScreen();
    expect(preloads().map(([, , href]) => href)).toEqual(['/assets/shellTexts.sv-1.js', '/assets/signedInChrome-4.js']);
  });

  it('takes the language chosen in this browser first, then the browser’s', () => {
    builtHead();
    signedIn(2);
    localStorage.setItem(languageStorageKey, '1');
    runFirstScreen();
    expect(preloads()[0]?.[2]).toBe('/assets/shellTexts.en-1.js');

    document.head.innerHTML = '';
    localStorage.clear();
    builtHead();
    vi.stubGlobal('navigator', { languages: ['de-DE', 'sv-FI'], language: 'de-DE' });
    runFirstScreen();
    expect(preloads()[0]?.[2]).toBe('/assets/shellTexts.sv-1.js');
  });

  it('does nothing without the list (npm run dev) or with a corrupt stored user', () => {
    runFirstScreen();
    expect(preloads()).toEqual([]);
    builtHead();
    localStorage.setItem(userStorageKey, '{not json');
    vi.stubGlobal('navigator', { languages: [], language: 'en-US' });
    runFirstScreen();
    expect(preloads().map(([, , href]) => href)).toEqual(['/assets/shellTexts.en-1.js', '/assets/LoginRoute-2.js', '/assets/LoginRoute-3.css']);
  });
});
