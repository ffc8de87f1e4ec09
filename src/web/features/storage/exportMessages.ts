import { defineMessages } from 'react-intl';

/** /storage-groups' export section. */
export const exportMessages = defineMessages({
  heading: { id: 'storage.export.heading', defaultMessage: 'Export' },
  lead: { id: 'storage.export.lead', defaultMessage: 'Every item as a CSV file for a spreadsheet: place, name, amount, unit, best before, food, note and when it was added.' },
  button: { id: 'storage.export.button', defaultMessage: 'Download items (.csv)' },
  busy: { id: 'storage.export.busy', defaultMessage: 'Preparing the file…' },
  failed: { id: 'storage.export.failed', defaultMessage: 'The export failed. Try again.' },
});
