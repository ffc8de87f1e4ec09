import { defineMessages } from 'react-intl';
import { transferTitles } from './pageTitles';

/** /notes-transfer: bringing Markdown notes in and taking them out. */
export const transferMessages = {
  ...transferTitles,
  ...defineMessages({
    link: { id: 'notes.transfer.link', defaultMessage: 'Import or export notes' },
    importHeading: { id: 'notes.transfer.importHeading', defaultMessage: 'Import Markdown notes' },
    importLead: {
      id: 'notes.transfer.importLead',
      defaultMessage: 'Choose a zip or a folder of Markdown files, as Joplin, Obsidian or Memos export them. Each file becomes a note and each folder a collection. You see what will be made before anything is saved.',
    },
    zipLabel: { id: 'notes.transfer.zipLabel', defaultMessage: 'Zip file' },
    folderLabel: { id: 'notes.transfer.folderLabel', defaultMessage: 'Or a folder' },
    reading: { id: 'notes.transfer.reading', defaultMessage: 'Reading the files…' },
    previewHeading: { id: 'notes.transfer.previewHeading', defaultMessage: 'What will be imported' },
    resultHeading: { id: 'notes.transfer.resultHeading', defaultMessage: 'Imported' },
    noNotes: { id: 'notes.transfer.noNotes', defaultMessage: 'There is no note to import in these files.' },
    importing: { id: 'notes.transfer.importing', defaultMessage: 'Importing…' },
    startOver: { id: 'notes.transfer.startOver', defaultMessage: 'Choose other files' },
    skippedHeading: { id: 'notes.transfer.skippedHeading', defaultMessage: 'Skipped' },
    newCollection: { id: 'notes.transfer.newCollection', defaultMessage: 'new' },
    noCollection: { id: 'notes.transfer.noCollection', defaultMessage: 'No collection' },
    failed: { id: 'notes.transfer.failed', defaultMessage: 'The files could not be imported.' },
    exportHeading: { id: 'notes.transfer.exportHeading', defaultMessage: 'Export your notes' },
    exportLead: { id: 'notes.transfer.exportLead', defaultMessage: 'A zip of Markdown files, one per note, with a folder per collection: any Markdown app opens it.' },
    exportButton: { id: 'notes.transfer.exportButton', defaultMessage: 'Download notes (.zip)' },
    exporting: { id: 'notes.transfer.exporting', defaultMessage: 'Preparing the file…' },
    exportFailed: { id: 'notes.transfer.exportFailed', defaultMessage: 'The export failed. Try again.' },
  }),
};

/** Texts with values. */
export const transferValueMessages = defineMessages<{
  importButton: { count: number };
  imported: { count: number };
}>({
  importButton: { id: 'notes.transfer.importButton', defaultMessage: '{count, plural, one {Import # note} other {Import # notes}}' },
  imported: { id: 'notes.transfer.imported', defaultMessage: '{count, plural, one {# note imported.} other {# notes imported.}}' },
});

/** Why a file is skipped (NoteImportSkipReason). */
export const skipReasonMessages = defineMessages({
  notMarkdown: { id: 'notes.transfer.skip.notMarkdown', defaultMessage: 'not a Markdown file' },
  hidden: { id: 'notes.transfer.skip.hidden', defaultMessage: "an app's own file" },
  notText: { id: 'notes.transfer.skip.notText', defaultMessage: 'not text' },
  empty: { id: 'notes.transfer.skip.empty', defaultMessage: 'empty' },
  tooLarge: { id: 'notes.transfer.skip.tooLarge', defaultMessage: 'longer than 100,000 characters' },
  nameTooLong: { id: 'notes.transfer.skip.nameTooLong', defaultMessage: 'title longer than 200 characters' },
  folderNameTooLong: { id: 'notes.transfer.skip.folderNameTooLong', defaultMessage: 'folder name longer than 100 characters' },
  badFrontMatter: { id: 'notes.transfer.skip.badFrontMatter', defaultMessage: 'its front matter cannot be read' },
});
