import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ImportFormat, ImportRefusal } from './importTypes';

export const importMessages = defineMessages({
  heading: { id: 'passwords.import.heading', defaultMessage: 'Import passwords' },
  lead: {
    id: 'passwords.import.lead',
    defaultMessage:
      'From Bitwarden (JSON or CSV, unencrypted), KeePassXC (CSV), or a file exported here. The file is read and encrypted in this browser; nothing in it reaches the server unencrypted.',
  },
  fileLabel: { id: 'passwords.import.fileLabel', defaultMessage: 'File to import' },
  fileHint: { id: 'passwords.import.fileHint', defaultMessage: 'A .json or .csv file' },
  reading: { id: 'passwords.import.reading', defaultMessage: 'Reading the file…' },
  readFailed: { id: 'passwords.import.readFailed', defaultMessage: 'The file could not be read. Choose it again.' },
  loadFailed: { id: 'passwords.import.loadFailed', defaultMessage: 'Could not read your passwords to compare them with the file. Check the connection and try again.' },
  locked: { id: 'passwords.import.locked', defaultMessage: 'The passwords are locked in this tab. Log in to them again, then import.' },
  chooseAnother: { id: 'passwords.import.chooseAnother', defaultMessage: 'Choose another file' },
  cancel: { id: 'passwords.import.cancel', defaultMessage: 'Cancel' },
  filePasswordHeading: { id: 'passwords.import.filePasswordHeading', defaultMessage: 'This file was exported with another extra password' },
  filePasswordLabel: { id: 'passwords.import.filePasswordLabel', defaultMessage: 'Extra password of the export' },
  filePasswordSubmit: { id: 'passwords.import.filePasswordSubmit', defaultMessage: 'Open the file' },
  filePasswordEmpty: { id: 'passwords.import.filePasswordEmpty', defaultMessage: 'Type the extra password the file was exported with' },
  unlocking: { id: 'passwords.import.unlocking', defaultMessage: 'Checking the password…' },
  previewHeading: { id: 'passwords.import.previewHeading', defaultMessage: 'Preview' },
  groupsHeading: { id: 'passwords.import.groupsHeading', defaultMessage: 'Into these groups' },
  groupNew: { id: 'passwords.import.groupNew', defaultMessage: 'new group' },
  groupExisting: { id: 'passwords.import.groupExisting', defaultMessage: 'existing group' },
  noUsername: { id: 'passwords.import.noUsername', defaultMessage: 'no username' },
  skipDuplicates: { id: 'passwords.import.skipDuplicates', defaultMessage: 'Skip the duplicates' },
  allDuplicates: {
    id: 'passwords.import.allDuplicates',
    defaultMessage: 'Every entry of the file is already in your passwords. Clear “Skip the duplicates” to import them anyway.',
  },
  saving: { id: 'passwords.import.saving', defaultMessage: 'Saving…' },
  saveFailedReason: { id: 'passwords.import.saveFailedReason', defaultMessage: 'Check the connection and try again.' },
  tryAgain: { id: 'passwords.import.tryAgain', defaultMessage: 'Try again' },
});

/** Texts that carry values (typed, so formatMessage insists on them). */
export const importValueMessages = defineMessages<{
  opening: { done: number; total: number };
  summary: { count: number; source: string };
  skipped: { count: number };
  groupEntries: { count: number };
  duplicates: { count: number };
  duplicateItem: { name: string; username: string };
  moreDuplicates: { count: number };
  submit: { count: number };
  sealing: { done: number; total: number };
  saveFailed: { reason: string };
  imported: { count: number };
}>({
  opening: { id: 'passwords.import.opening', defaultMessage: 'Decrypting {done, number} of {total, number}…' },
  summary: {
    id: 'passwords.import.summary',
    defaultMessage: '{count, plural, one {# entry} other {# entries}} from {source}.',
  },
  skipped: {
    id: 'passwords.import.skipped',
    defaultMessage:
      '{count, plural, one {# item that is not a login (a note, a card, or one without a name) is left out.} other {# items that are not logins (notes, cards, or ones without a name) are left out.}}',
  },
  groupEntries: { id: 'passwords.import.groupEntries', defaultMessage: '{count, plural, one {# entry} other {# entries}}' },
  duplicates: {
    id: 'passwords.import.duplicates',
    defaultMessage:
      '{count, plural, one {# entry has} other {# entries have}} the name and username of an entry already in your passwords or earlier in the file:',
  },
  duplicateItem: { id: 'passwords.import.duplicateItem', defaultMessage: '{name} ({username})' },
  moreDuplicates: { id: 'passwords.import.moreDuplicates', defaultMessage: 'and {count, number} more' },
  submit: { id: 'passwords.import.submit', defaultMessage: 'Import {count, plural, one {# entry} other {# entries}}' },
  sealing: { id: 'passwords.import.sealing', defaultMessage: 'Encrypting {done, number} of {total, number}…' },
  saveFailed: { id: 'passwords.import.saveFailed', defaultMessage: 'The import failed and nothing was saved. {reason}' },
  imported: { id: 'passwords.import.imported', defaultMessage: 'Imported {count, plural, one {# password} other {# passwords}}.' },
});

/** Where the entries of a preview come from. Product names stay as they are in every language. */
export const sourceMessages = defineMessages({
  bitwardenJson: { id: 'passwords.import.sourceBitwardenJson', defaultMessage: 'Bitwarden (JSON)' },
  bitwardenCsv: { id: 'passwords.import.sourceBitwardenCsv', defaultMessage: 'Bitwarden (CSV)' },
  keepassxcCsv: { id: 'passwords.import.sourceKeepassxcCsv', defaultMessage: 'KeePassXC (CSV)' },
  lifelogVault: { id: 'passwords.import.sourceLifelogVault', defaultMessage: 'an encrypted export of this app' },
}) satisfies Record<ImportFormat, MessageDescriptor>;

/** Why a file is not imported; `{detail}` is an entry's name or a count. */
export const importRefusalMessages = defineMessages<Record<ImportRefusal, { detail: string | number }>>({
  unknownFormat: {
    id: 'passwords.import.unknownFormat',
    defaultMessage: 'This file is not an export this app reads. Use Bitwarden’s JSON or CSV export (unencrypted), KeePassXC’s CSV export, or a file exported here.',
  },
  encryptedBitwarden: {
    id: 'passwords.import.encryptedBitwarden',
    defaultMessage:
      'This Bitwarden export is encrypted, so it cannot be read here. Export again in Bitwarden with the format “.json” (not “.json (Encrypted)”), import that file, then delete it.',
  },
  emptyFile: { id: 'passwords.import.emptyFile', defaultMessage: 'The file is empty.' },
  fileTooLarge: { id: 'passwords.import.fileTooLarge', defaultMessage: 'This file is too large to be a password export (more than 50 MB). Choose the export file.' },
  noEntries: { id: 'passwords.import.noEntries', defaultMessage: 'There is no login in this file to import.' },
  tooManyEntries: {
    id: 'passwords.import.tooManyEntries',
    defaultMessage: 'One import takes at most 5,000 entries, and this one has {detail, number}. Split the file and import it in parts.',
  },
  tooManyGroups: {
    id: 'passwords.import.tooManyGroups',
    defaultMessage: 'One import creates at most 500 groups, and this one needs {detail, number}. Split the file and import it in parts.',
  },
  entryTooLarge: {
    id: 'passwords.import.entryTooLarge',
    defaultMessage: 'The entry “{detail}” is too large to store: its notes are too long. Shorten them in the file and import it again.',
  },
  badVaultFile: {
    id: 'passwords.import.badVaultFile',
    defaultMessage: 'This file is not a complete export of this app: it is damaged, or from a later version.',
  },
  tamperedVaultFile: {
    id: 'passwords.import.tamperedVaultFile',
    defaultMessage: 'This file was changed after it was exported: the entry “{detail}” does not decrypt. Nothing was imported.',
  },
  wrongPassword: { id: 'passwords.import.wrongPassword', defaultMessage: 'Wrong password' },
});

export const exportMessages = defineMessages({
  heading: { id: 'passwords.export.heading', defaultMessage: 'Export passwords' },
  encryptedLead: {
    id: 'passwords.export.encryptedLead',
    defaultMessage: 'The encrypted file holds your entries as the server keeps them. Only your extra password opens it; import it here again.',
  },
  encryptedButton: { id: 'passwords.export.encryptedButton', defaultMessage: 'Download encrypted file' },
  preparing: { id: 'passwords.export.preparing', defaultMessage: 'Preparing the file…' },
  csvHeading: { id: 'passwords.export.csvHeading', defaultMessage: 'Plaintext CSV in Bitwarden’s format' },
  csvWarning: {
    id: 'passwords.export.csvWarning',
    defaultMessage:
      'This file holds every password in plaintext. Anyone who gets it can read them all, and downloads folders, backups and synced folders keep copies. Import it where you need it, then delete it.',
  },
  csvStart: { id: 'passwords.export.csvStart', defaultMessage: 'Export in plaintext…' },
  csvPasswordLabel: { id: 'passwords.export.csvPasswordLabel', defaultMessage: 'Extra password' },
  csvPasswordEmpty: { id: 'passwords.export.csvPasswordEmpty', defaultMessage: 'Type your extra password to confirm' },
  csvSubmit: { id: 'passwords.export.csvSubmit', defaultMessage: 'Download plaintext CSV' },
  cancel: { id: 'passwords.export.cancel', defaultMessage: 'Cancel' },
  checking: { id: 'passwords.export.checking', defaultMessage: 'Checking the password…' },
  wrongPassword: { id: 'passwords.export.wrongPassword', defaultMessage: 'Wrong password' },
  nothing: { id: 'passwords.export.nothing', defaultMessage: 'There are no passwords to export yet.' },
  failed: { id: 'passwords.export.failed', defaultMessage: 'Could not export the passwords. Check the connection and try again.' },
});

/** Texts that carry values (typed, so formatMessage insists on them). */
export const exportValueMessages = defineMessages<{
  encryptedDone: { count: number };
  decrypting: { done: number; total: number };
  csvDone: { count: number };
  entryBroken: { name: string };
}>({
  encryptedDone: { id: 'passwords.export.encryptedDone', defaultMessage: 'Exported {count, plural, one {# password} other {# passwords}} to an encrypted file.' },
  decrypting: { id: 'passwords.export.decrypting', defaultMessage: 'Decrypting {done, number} of {total, number}…' },
  csvDone: {
    id: 'passwords.export.csvDone',
    defaultMessage: 'Exported {count, plural, one {# password} other {# passwords}} in plaintext. Delete the file when you are done with it.',
  },
  entryBroken: {
    id: 'passwords.export.entryBroken',
    defaultMessage: 'The entry “{name}” does not decrypt, so nothing was exported. Open it to see what is wrong, or delete it.',
  },
});
