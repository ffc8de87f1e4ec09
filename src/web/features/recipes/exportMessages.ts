import { defineMessages } from 'react-intl';

/** /recipe-collections' export section. */
export const exportMessages = defineMessages({
  heading: { id: 'recipes.export.heading', defaultMessage: 'Export' },
  lead: { id: 'recipes.export.lead', defaultMessage: 'Every recipe as one schema.org JSON-LD file, which other recipe apps import.' },
  button: { id: 'recipes.export.button', defaultMessage: 'Download recipes (.jsonld)' },
  busy: { id: 'recipes.export.busy', defaultMessage: 'Preparing the file…' },
  failed: { id: 'recipes.export.failed', defaultMessage: 'The export failed. Try again.' },
});
