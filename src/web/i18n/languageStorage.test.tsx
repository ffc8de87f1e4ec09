// Proves the language a browser starts in: the one chosen here, else the signed-in user's saved
// one, else the first of navigator.languages the app has (Swedish for sv, sv-SE, sv-FI), else
// English; and that the app opens in it (<html lang>, the catalogue) without storing anything.
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStorageKey } from '../session/localSession';
import { I18nProvider } from './I18nProvider';
import { browserLanguage, languageStorageKey, readStoredLanguage } from './languageStorage';

function prefers(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function signedInWith(language: 1 | 2) {
  localStorage.setItem(userStorageKey, JSON.stringify({ _id: 'u1', username: 'ada', preferences: { theme: 'light', language } }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browserLanguage', () => {
  it('is Swedish when the browser prefers Swedish of any region', () => {
    expect(browserLanguage(['sv'])).toBe(2);
    expect(browserLanguage(['sv-SE', 'en-US'])).toBe(2);
    expect(browserLanguage(['SV-fi'])).toBe(2);
  });

  it('takes the first language the app has, skipping ones it has not and tags that are not tags', () => {
    expect(browserLanguage(['de-DE', 'not a tag', 'sv', 'en'])).toBe(2);
    expect(browserLanguage(['en-GB', 'sv-SE'])).toBe(1);
  });

  it('says nothing when none of them is the app\'s', () => {
    expect(browserLanguage(['de', 'fr-FR'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe('readStoredLanguage', () => {
  it('follows a browser that prefers Swedish while nothing was chosen', () => {
    prefers(['sv-SE', 'en']);
    expect(readStoredLanguage()).toBe(2);
  });

  it('is English for a browser that prefers a language the app does not have (spec §9)', () => {
    prefers(['de-DE']);
    expect(readStoredLanguage()).toBe(1);
  });

  it('keeps the language chosen in this browser over the browser\'s preference', () => {
    prefers(['sv-SE']);
    localStorage.setItem(languageStorageKey, '1');
    expect(readStoredLanguage()).toBe(1);
  });

  it('gives the signed-in user\'s saved language over the browser\'s preference', () => {
    prefers(['sv-SE']);
    signedInWith(1);
    expect(readStoredLanguage()).toBe(1);
    prefers(['en-US']);
    signedInWith(2);
    expect(readStoredLanguage()).toBe(2);
  });

  it('still starts when storage is blocked', () => {
    prefers(['sv']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readStoredLanguage()).toBe(2);
  });
});

describe('a signed-out visitor whose browser prefers Swedish', () => {
  function Greeting() {
    return <p>{useIntl().formatMessage({ id: 'shell.sidebar.navLabel' })}</p>;
  }

  it('gets the app in Swedish, without it being remembered as a choice', async () => {
    prefers(['sv-SE', 'sv', 'en-US']);
    render(<I18nProvider><Greeting /></I18nProvider>);
    expect(document.documentElement.lang).toBe('sv-SE');
    expect(await screen.findByText('Huvudmeny')).toBeInTheDocument();
    expect(localStorage.getItem(languageStorageKey)).toBeNull();
  });
});
