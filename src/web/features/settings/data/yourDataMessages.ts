import { defineMessages } from 'react-intl';

/** The texts of /settings/data ("Your data"). */
export const yourDataMessages = defineMessages({
  intro: {
    id: 'settings.yourData.intro',
    defaultMessage: 'Everything in your account is yours: download it as one file, and bring it back into an empty account on this or another server.',
  },
  downloadHeading: { id: 'settings.yourData.downloadHeading', defaultMessage: 'Download everything' },
  downloadHint: {
    id: 'settings.yourData.downloadHint',
    defaultMessage: 'One zip file with every area, your preferences and your photos. The password vault stays locked: it opens only with your extra password.',
  },
  download: { id: 'settings.yourData.download', defaultMessage: 'Download everything' },
  progressLabel: { id: 'settings.yourData.progressLabel', defaultMessage: 'Download progress' },
  loading: { id: 'settings.yourData.loading', defaultMessage: 'Counting what your account holds…' },
  loadFailed: { id: 'settings.yourData.loadFailed', defaultMessage: 'Could not count what your account holds.' },
  downloadFailed: { id: 'settings.yourData.downloadFailed', defaultMessage: 'The download stopped. Nothing was saved.' },
  restoreHeading: { id: 'settings.yourData.restoreHeading', defaultMessage: 'Restore from a file' },
  restoreHint: {
    id: 'settings.yourData.restoreHint',
    defaultMessage: 'Choose a file that "Download everything" saved. You see what it holds before anything changes; then all of it is restored, or nothing.',
  },
  notEmpty: {
    id: 'settings.yourData.notEmpty',
    defaultMessage: 'This account already holds data, so a file cannot be restored into it. Sign up a new account and restore there.',
  },
  chooseFile: { id: 'settings.yourData.chooseFile', defaultMessage: 'Choose a file' },
  reading: { id: 'settings.yourData.reading', defaultMessage: 'Reading the file…' },
  previewHeading: { id: 'settings.yourData.previewHeading', defaultMessage: 'What the file holds' },
  restore: { id: 'settings.yourData.restore', defaultMessage: 'Restore' },
  restoring: { id: 'settings.yourData.restoring', defaultMessage: 'Restoring…' },
  cancel: { id: 'settings.yourData.cancel', defaultMessage: 'Cancel' },
  chooseAnother: { id: 'settings.yourData.chooseAnother', defaultMessage: 'Choose another file' },
  readFailed: { id: 'settings.yourData.readFailed', defaultMessage: 'The file could not be read.' },
  nothingInFile: { id: 'settings.yourData.nothingInFile', defaultMessage: 'The file holds no rows.' },
  goHome: { id: 'settings.yourData.goHome', defaultMessage: 'Go to the dashboard' },
});

// Typed so that formatMessage insists on the values.
export const yourDataValues = defineMessages<{
  progress: { percent: number };
  saved: { fileName: string };
  fileFacts: { fileName: string; exportedAt: Date; appVersion: string; formatVersion: number };
  upgraded: { from: number };
  areaRows: { area: string; rows: number };
  restored: { rows: number };
  total: { rows: number };
}>({
  progress: { id: 'settings.yourData.progress', defaultMessage: 'Downloading… {percent, number, percent}' },
  saved: { id: 'settings.yourData.saved', defaultMessage: 'Saved as {fileName}.' },
  fileFacts: {
    id: 'settings.yourData.fileFacts',
    defaultMessage: '{fileName}: exported {exportedAt, date, medium} at {exportedAt, time, short} by version {appVersion} (format {formatVersion}).',
  },
  upgraded: { id: 'settings.yourData.upgraded', defaultMessage: 'The file is in an older format ({from}); it is brought up to date as it is read.' },
  areaRows: { id: 'settings.yourData.areaRows', defaultMessage: '{area}: {rows, plural, one {# row} other {# rows}}' },
  restored: { id: 'settings.yourData.restored', defaultMessage: 'Restored {rows, plural, one {# row} other {# rows}}. Everything is in place.' },
  total: { id: 'settings.yourData.total', defaultMessage: 'Your account holds {rows, plural, one {# row} other {# rows}}.' },
});

/** Each area of an export by its name in the file. */
export const areaNames = defineMessages({
  accounts: { id: 'settings.yourData.area.accounts', defaultMessage: 'Preferences and vault key' },
  time: { id: 'settings.yourData.area.time', defaultMessage: 'Time tracking' },
  heartbeats: { id: 'settings.yourData.area.heartbeats', defaultMessage: 'Heartbeats' },
  passwords: { id: 'settings.yourData.area.passwords', defaultMessage: 'Password vault (locked)' },
  notes: { id: 'settings.yourData.area.notes', defaultMessage: 'Notes' },
  images: { id: 'settings.yourData.area.images', defaultMessage: 'Photos' },
  recipes: { id: 'settings.yourData.area.recipes', defaultMessage: 'Recipes' },
  shopping: { id: 'settings.yourData.area.shopping', defaultMessage: 'Shopping lists' },
  storage: { id: 'settings.yourData.area.storage', defaultMessage: 'Home storage' },
  drinks: { id: 'settings.yourData.area.drinks', defaultMessage: 'Drinks' },
  collections: { id: 'settings.yourData.area.collections', defaultMessage: 'Collections' },
  counters: { id: 'settings.yourData.area.counters', defaultMessage: 'Counters' },
  share: { id: 'settings.yourData.area.share', defaultMessage: 'Share links (listed, not restored)' },
});
