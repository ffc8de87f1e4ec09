// Notes and the journal as their user meets them in real Chromium against `npm start` (issue 10's
// "done when"): make a journal collection with three questions, open today's dashboard and write
// today's note from it, answer and write two entries with a context, reload (nothing lost, not
// even what was typed while the server refused to save), find the note by a word of an entry,
// see the entry on its context's page, change a question for the older notes too, and delete one
// collection keeping its notes and another with them.
import { subDays } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';
import { expectToast, recordToasts } from './toasts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let watched: WatchedPage;
let page: Page;
let token: string;
// The steps build on each other in one account, in order.
let journalId: string;
let olderNoteId: string;
let todayNoteId: string;

interface Answer {
  text: string;
  value: string | number | boolean | null;
}
interface Note {
  _id: string;
  name: string;
  notesCollectionId: string | null;
  answers: Answer[];
  entries: Array<{ text: string; contextIds: string[] }>;
}

const get = <T>(path: string) => api<T>(baseUrl, 'GET', path, undefined, token);
const noteById = (id: string) => get<Note>(`/note?noteId=${id}`);
const pad = (n: number) => String(n).padStart(2, '0');
/** A local day as the app writes it (YYYY-MM-DD, in the browser's and this machine's zone). */
const localDay = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const today = localDay(new Date());
const lastWeek = localDay(subDays(new Date(), 7));
const toast = (text: string) => expectToast(page, text);
const idInUrl = () => new URL(page.url()).pathname.split('/').at(-1) ?? '';
const saved = () => page.getByRole('status').filter({ hasText: /^Saved/ }).first().waitFor();

beforeAll(async () => {
  browser = await launchBrowser();
  const { username } = await signUp(baseUrl);
  token = (await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword })).access.token;
  watched = await openPage(browser, baseUrl);
  page = watched.page;
  // A step that cannot happen fails with its locator, not with the test's timeout.
  page.setDefaultTimeout(10_000);
  await page.addInitScript(recordToasts);
  await seedUser(page, await api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword }));
});

afterAll(async () => {
  expect(watched.errors).toEqual([]);
  await browser?.close();
});

describe('notes and the journal', () => {
  it('adds a context to tie entries together', async () => {
    await page.goto('/note-contexts');
    await page.getByRole('heading', { level: 1, name: 'Contexts' }).waitFor();
    await expectNoAxeViolations(page);
    const form = page.getByRole('region', { name: 'Add a context' });
    await form.getByLabel('Context name').fill('Anna');
    await form.getByRole('button', { name: 'Add context' }).click();
    await toast('Added context');
    await page.getByRole('list', { name: 'Your contexts' }).getByRole('link', { name: 'Anna' }).waitFor();
  });

  it('creates a journal collection with three questions and makes it the journal', async () => {
    await page.goto('/notes-collections');
    await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('New collection').fill('Journal');
    await page.getByRole('button', { name: 'Add collection' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Journal' }).waitFor();
    journalId = new URL(page.url()).pathname.split('/')[2] ?? '';

    const questions = [
      { text: 'How did you sleep?', type: 'Text' },
      { text: 'Mood', type: 'Scale 1–10', inList: true },
      { text: 'Exercised', type: 'Yes/No' },
    ];
    for (const [index, question] of questions.entries()) {
      await page.getByRole('button', { name: 'Add question' }).click();
      const group = page.getByRole('group', { name: `Question ${index + 1}` });
      await group.getByLabel('Question text').fill(question.text);
      await group.getByLabel('Answer type').selectOption({ label: question.type });
      if (question.inList) await group.getByLabel('Show in the notes list').check();
    }
    await page.getByLabel('Show answers in the notes list').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Updated notes collection');
    await page.getByLabel('Use as journal').check();
    await toast('Journal choice saved');

    const journal = await get<{ questions: Array<{ text: string; type: string }> }>(`/notes-collection?notesCollectionId=${journalId}`);
    expect(journal.questions.map(({ text, type }) => [text, type])).toEqual([
      ['How did you sleep?', 'text'],
      ['Mood', 'scale'],
      ['Exercised', 'yesNo'],
    ]);
  });

  it('adds a note for last week by hand', async () => {
    await page.goto(`/notes-collection/${journalId}`);
    await page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor();
    // An empty collection opens with its new-note form.
    await page.getByLabel('Title', { exact: true }).fill('A week ago');
    await page.getByLabel('Date', { exact: true }).fill(lastWeek);
    await page.getByRole('button', { name: 'Add note' }).click();
    await toast('Added note');
    await page.waitForURL(/\/note\/[^/]+$/);
    olderNoteId = idInUrl();
    await page.getByRole('heading', { level: 1, name: 'A week ago' }).waitFor();
  });

  it("takes last week's note as that day's journal on the dashboard, and writes no second one", async () => {
    await page.goto(`/dashboard/${lastWeek}`);
    const journal = page.getByRole('region', { name: 'Journal: Journal' });
    await journal.getByRole('link', { name: 'A week ago' }).click();
    await page.waitForURL(`**/note/${olderNoteId}`);
    expect(await get<unknown[]>(`/note?effectiveDate=${lastWeek}`)).toHaveLength(1);
  });

  it("opens today's dashboard and writes today's journal note from it", async () => {
    await page.goto('/dashboard');
    await page.waitForURL(`**/dashboard/${today}`);
    await page.getByRole('heading', { level: 1, name: /^Today, / }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^Write the journal for / }).click();
    await page.waitForURL(/\/note\/[^/]+$/);
    todayNoteId = idInUrl();

    await page.getByRole('textbox', { name: 'How did you sleep?' }).fill('Deep, no dreams');
    await page.getByRole('group', { name: 'Mood (1 to 10)' }).getByRole('radio', { name: '7' }).check();
    await page.getByRole('group', { name: 'Exercised' }).getByRole('radio', { name: 'Yes' }).check();

    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('textbox', { name: 'Text of entry 1' }).fill('Walked with Anna by the river and saw a **heron**');
    // The entry's contexts picker is a disclosure: open it, then tick the context.
    const contexts = page.getByLabel('Contexts of entry 1');
    await contexts.click();
    await page.locator('details', { has: contexts }).getByRole('checkbox', { name: 'Anna' }).check();
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByRole('textbox', { name: 'Text of entry 2' }).fill('Read about zebrafish memory');
    await saved();
    await expectNoAxeViolations(page);
  });

  it('keeps everything over a reload, even what was typed while the server could not be reached', async () => {
    // The server is not there for a while (a proxy's 503): the outbox keeps the save on the device, over a reload too.
    const errorsBefore = watched.errors.length;
    await page.route('**/api/note', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: false, error: { code: 'UNAVAILABLE', message: 'Down for a moment' } }) })
        : route.continue(),
    );
    await page.getByRole('textbox', { name: 'Text of entry 2' }).fill('Read about zebrafish memory and sleep');
    await page.getByRole('status').filter({ hasText: /^Not sent yet/ }).first().waitFor();
    await page.reload();
    await page.getByRole('status').filter({ hasText: /^Not sent yet/ }).first().waitFor();
    await page.getByText('Read about zebrafish memory and sleep').waitFor();
    // The server is back: the outbox's next try sends what the device kept.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('status').filter({ hasText: /^Saved/ }).first().waitFor({ timeout: 40_000 });
    // The refused saves are the only console errors this step made; the journey's end checks the rest.
    const made = watched.errors.splice(errorsBefore);
    expect(made.filter((error) => !error.includes('status of 503'))).toEqual([]);

    await expect.poll(async () => (await noteById(todayNoteId)).entries.map((entry) => entry.text)).toEqual([
      'Walked with Anna by the river and saw a **heron**',
      'Read about zebrafish memory and sleep',
    ]);
    const note = await noteById(todayNoteId);
    expect(note.answers.map(({ text, value }) => [text, value])).toEqual([
      ['How did you sleep?', 'Deep, no dreams'],
      ['Mood', 7],
      ['Exercised', true],
    ]);
    const [anna] = await get<Array<{ _id: string; name: string }>>('/note-context');
    expect(note.entries[0]?.contextIds).toEqual([anna?._id]);
    // What the page shows after the reload is what was saved.
    await expect.poll(() => page.getByRole('textbox', { name: 'How did you sleep?' }).inputValue()).toBe('Deep, no dreams');
    expect(await page.getByRole('group', { name: 'Mood (1 to 10)' }).getByRole('radio', { name: '7' }).isChecked()).toBe(true);
    await page.getByText('heron').waitFor();
  });

  it('finds the note by a word of an entry', async () => {
    await page.goto('/notes-collections');
    await page.getByRole('searchbox', { name: 'Search notes' }).fill('zebrafish');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name: today }).click();
    await page.waitForURL(`**/note/${todayNoteId}`);
  });

  it("shows the entry on its context's page", async () => {
    await page.goto('/note-contexts');
    await page.getByRole('list', { name: 'Your contexts' }).getByRole('link', { name: 'Anna' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anna' }).waitFor();
    const entries = page.getByRole('list', { name: 'Entries, newest first' });
    await entries.getByText('heron').waitFor();
    await expect.poll(() => entries.getByText('zebrafish').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('changes a question for the older notes too (retroUpdateQuestions)', async () => {
    await page.goto(`/notes-collection/${journalId}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Journal' }).waitFor();
    await page.getByRole('group', { name: 'Question 2' }).getByLabel('Question text').fill('Mood today');
    await page.getByLabel('Apply the question changes to existing notes too').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Updated notes collection');

    await page.goto(`/note/${olderNoteId}`);
    await page.getByRole('heading', { level: 1, name: 'A week ago' }).waitFor();
    await page.getByRole('group', { name: 'Mood today (1 to 10)' }).waitFor();
    // Today's note follows too, keeping its answer.
    const note = await noteById(todayNoteId);
    expect(note.answers.find((answer) => answer.text === 'Mood today')?.value).toBe(7);
  });

  it('deletes a collection keeping its notes, and another with its notes', async () => {
    await page.goto(`/notes-collection/${journalId}/edit`);
    await page.getByRole('button', { name: 'Delete collection' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Journal?' });
    await confirm.getByRole('button', { name: 'Delete the collection, keep its notes' }).click();
    await toast('Deleted notes collection');
    await page.waitForURL('**/notes-collections');
    const kept = page.getByRole('region', { name: 'Notes outside any collection' });
    await kept.getByRole('link', { name: 'A week ago' }).waitFor();
    expect((await noteById(todayNoteId)).notesCollectionId).toBeNull();

    const scratch = await api<{ _id: string }>(baseUrl, 'POST', '/notes-collection', { name: 'Scratch' }, token);
    const throwaway = await api<{ _id: string }>(baseUrl, 'POST', '/note', { name: 'Throwaway', notesCollectionId: scratch._id }, token);
    await page.goto(`/notes-collection/${scratch._id}/edit`);
    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Scratch?' }).getByRole('button', { name: 'Delete the collection and its 1 note' }).click();
    await toast('Deleted notes collection');
    await page.waitForURL('**/notes-collections');
    await expect(get(`/note?noteId=${throwaway._id}`)).rejects.toThrow(/NOTE_NOT_FOUND/);
    expect(await get<unknown[]>('/notes-collection')).toEqual([]);
  });
});
