// Proves how the app's texts load: only the language in use, an area's texts when asked for, and a
// switch of language that is ready (shell and every area loaded so far) before it happens.
import { describe, expect, it, vi } from 'vitest';
import type { Messages } from './messageCatalogue';
import { createTexts, formatText, type Catalogue } from './texts';

/** Loaders that resolve when the test says so, recording what was asked for. */
function deferredLoaders() {
  const asked: string[] = [];
  const waiting = new Map<string, (messages: Messages) => void>();
  const loader = (name: string) => () => {
    asked.push(name);
    return new Promise<Messages>((resolve) => waiting.set(name, resolve));
  };
  const area = (catalogue: Catalogue) => ({ notes: loader(`${catalogue}:notes`), time: loader(`${catalogue}:time`) });
  const texts = createTexts({
    shell: { en: loader('en:shell'), sv: loader('sv:shell') },
    areas: { en: area('en'), sv: area('sv') },
  });
  const resolve = async (name: string, messages: Messages) => {
    waiting.get(name)!(messages);
    await vi.waitFor(() => expect(texts.messages(name.startsWith('en') ? 'en' : 'sv')).toMatchObject(messages));
  };
  return { texts, asked, resolve };
}

describe('texts', () => {
  it('loads only the language in use', async () => {
    const { texts, asked, resolve } = deferredLoaders();
    const ready = texts.use('en');
    expect(asked).toEqual(['en:shell']);
    expect(texts.hasShell('en')).toBe(false);
    await resolve('en:shell', { 'shell.a': 'A' });
    await ready;
    expect(texts.hasShell('en')).toBe(true);
    expect(texts.messages('en')).toEqual({ 'shell.a': 'A' });
    expect(asked).toEqual(['en:shell']);
  });

  it("loads an area's texts when one of its screens is wanted, once", async () => {
    const { texts, asked, resolve } = deferredLoaders();
    const ready = texts.use('en');
    await resolve('en:shell', {});
    await ready;
    const loading = texts.loadArea('notes');
    void texts.loadArea('notes'); // a second route of the area while the first loads
    await resolve('en:notes', { 'notes.screen.a': 'Notes' });
    await loading;
    expect(texts.loadArea('notes')).toBeNull();
    expect(texts.messages('en')).toEqual({ 'notes.screen.a': 'Notes' });
    expect(asked).toEqual(['en:shell', 'en:notes']);
  });

  it('loads an area wanted while the first language loads in that language, alongside', async () => {
    const { texts, asked, resolve } = deferredLoaders();
    const ready = texts.use('sv');
    const area = texts.loadArea('time');
    expect(asked).toEqual(['sv:shell', 'sv:time']);
    await resolve('sv:shell', {});
    await resolve('sv:time', { 'time.screen.a': 'Tid' });
    await Promise.all([ready, area]);
    expect(texts.messages('sv')).toEqual({ 'time.screen.a': 'Tid' });
  });

  it('switches language only once the shell and every area loaded so far are in that language', async () => {
    const { texts, resolve } = deferredLoaders();
    const first = texts.use('en');
    await resolve('en:shell', { a: 'A' });
    await first;
    const area = texts.loadArea('notes');
    await resolve('en:notes', { n: 'N' });
    await area;

    let switched = false;
    void texts.use('sv')!.then(() => (switched = true));
    await resolve('sv:shell', { a: 'Å' });
    expect(switched).toBe(false); // Swedish notes are still missing
    // An area wanted meanwhile is loaded in Swedish too before the switch.
    void texts.loadArea('time');
    await resolve('sv:notes', { n: 'Ä' });
    expect(switched).toBe(false);
    await resolve('en:time', { t: 'T' });
    await resolve('sv:time', { t: 'Ö' });
    await vi.waitFor(() => expect(switched).toBe(true));
    expect(texts.messages('sv')).toEqual({ a: 'Å', n: 'Ä', t: 'Ö' });
  });

  it('answers at once when everything is in (tests and stories)', () => {
    const { texts, asked } = deferredLoaders();
    texts.addComplete('en', { a: 'A' });
    expect(texts.use('en')).toBeNull();
    expect(texts.loadArea('notes')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('formats a text outside React, in the language asked for, else its English default', () => {
    const { texts } = deferredLoaders();
    texts.addComplete('sv', { 'api.errors.x': 'Sessionen är slut' });
    expect(formatText(texts, { locale: 'sv-SE', catalogue: 'sv' }, 'api.errors.x', 'Session ended')).toBe('Sessionen är slut');
    expect(formatText(texts, { locale: 'en', catalogue: 'en' }, 'api.errors.y', 'Not signed in')).toBe('Not signed in');
  });
});
