// Proves the language choice: default English, Swedish on request, remembered, and <html lang> kept in step.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { I18nProvider, useLanguage } from './I18nProvider';
import { languageStorageKey } from './languageStorage';
import type { Messages } from './messageCatalogue';
import { createTexts } from './texts';

function Probe() {
  const { language, locale, setLanguage } = useLanguage();
  return (
    <>
      <p>
        {language} {locale} <FormattedNumber value={1234.5} />
      </p>
      <button onClick={() => setLanguage(2)}>sv</button>
    </>
  );
}

describe('I18nProvider', () => {
  it('starts in English (spec §9)', () => {
    render(<I18nProvider><Probe /></I18nProvider>);
    expect(screen.getByText('1 en 1,234.5')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches to Swedish, formats numbers the Swedish way and remembers it', async () => {
    render(<I18nProvider><Probe /></I18nProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'sv' }));
    expect(document.documentElement.lang).toBe('sv-SE');
    expect(screen.getByText(/^2 sv-SE 1\s234,5$/)).toBeInTheDocument();
    expect(localStorage.getItem(languageStorageKey)).toBe('2');
  });

  it('starts with the remembered language', () => {
    localStorage.setItem(languageStorageKey, '2');
    render(<I18nProvider><Probe /></I18nProvider>);
    expect(document.documentElement.lang).toBe('sv-SE');
  });

  it('switches only once the other language is loaded, showing the current one meanwhile', async () => {
    let deliverSwedish: (messages: Messages) => void = () => {};
    const texts = createTexts({
      shell: { en: async () => ({ 'probe.text': 'Hello' }), sv: () => new Promise((resolve) => (deliverSwedish = resolve)) },
      areas: { en: {}, sv: {} },
    });
    await texts.use('en');
    render(
      <I18nProvider texts={texts}>
        <Probe />
        <FormattedMessage id="probe.text" />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sv' }));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBeNull();

    deliverSwedish({ 'probe.text': 'Hej' });
    expect(await screen.findByText('Hej')).toBeInTheDocument();
    expect(screen.queryByText('probe.text')).toBeNull();
    expect(document.documentElement.lang).toBe('sv-SE');
    expect(localStorage.getItem(languageStorageKey)).toBe('2');
  });

  it('draws nothing until its first language is loaded', async () => {
    const texts = createTexts({ shell: { en: async () => ({ 'probe.text': 'Hello' }), sv: async () => ({}) }, areas: { en: {}, sv: {} } });
    render(
      <I18nProvider texts={texts} initialLanguage={1}>
        <FormattedMessage id="probe.text" />
      </I18nProvider>,
    );
    expect(screen.queryByText('probe.text')).toBeNull();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
