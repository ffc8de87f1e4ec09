import { defineMessages } from 'react-intl';

/** /recipe-import: recipe files and page addresses in, previewed first. */
export const importMessages = defineMessages({
  link: { id: 'recipes.import.link', defaultMessage: 'Import recipes' },
  heading: { id: 'recipes.import.heading', defaultMessage: 'Import' },
  sectionLead: { id: 'recipes.import.sectionLead', defaultMessage: 'Recipe files from other apps, or many recipe pages at once.' },
  lead: {
    id: 'recipes.import.lead',
    defaultMessage:
      'Bring in schema.org recipe files (JSON or JSON-LD, such as the export of this app or another recipe app) and recipe pages by their addresses. You see what will be added before anything is saved.',
  },
  collection: { id: 'recipes.import.collection', defaultMessage: 'Into collection' },
  noCollections: { id: 'recipes.import.noCollections', defaultMessage: 'Make a recipe collection first: the recipes go into one.' },
  toCollections: { id: 'recipes.import.toCollections', defaultMessage: 'Go to recipe collections' },
  files: { id: 'recipes.import.files', defaultMessage: 'Recipe files' },
  filesHint: { id: 'recipes.import.filesHint', defaultMessage: 'Up to 20 .json or .jsonld files.' },
  addresses: { id: 'recipes.import.addresses', defaultMessage: 'Recipe page addresses' },
  addressesHint: { id: 'recipes.import.addressesHint', defaultMessage: 'One address per line, up to 50. The pages are read 20 a minute.' },
  preview: { id: 'recipes.import.preview', defaultMessage: 'Preview' },
  nothingChosen: { id: 'recipes.import.nothingChosen', defaultMessage: 'Choose a file or enter an address.' },
  chooseCollection: { id: 'recipes.import.chooseCollection', defaultMessage: 'Choose the collection the recipes go into.' },
  reading: { id: 'recipes.import.reading', defaultMessage: 'Reading…' },
  pagesHeading: { id: 'recipes.import.pagesHeading', defaultMessage: 'Pages' },
  waiting: { id: 'recipes.import.waiting', defaultMessage: 'Waiting' },
  readingPage: { id: 'recipes.import.readingPage', defaultMessage: 'Reading the page…' },
  pageFailed: { id: 'recipes.import.pageFailed', defaultMessage: 'The page could not be read.' },
  previewHeading: { id: 'recipes.import.previewHeading', defaultMessage: 'What will be imported' },
  resultHeading: { id: 'recipes.import.resultHeading', defaultMessage: 'Imported' },
  nothingToImport: { id: 'recipes.import.nothingToImport', defaultMessage: 'There is no recipe to import.' },
  skippedHeading: { id: 'recipes.import.skippedHeading', defaultMessage: 'Skipped' },
  importing: { id: 'recipes.import.importing', defaultMessage: 'Importing…' },
  startOver: { id: 'recipes.import.startOver', defaultMessage: 'Start over' },
  failed: { id: 'recipes.import.failed', defaultMessage: 'The recipes could not be imported.' },
});

/** Texts with values. */
export const importValueMessages = defineMessages<{
  tooManyAddresses: { max: number };
  limited: { seconds: number };
  read: { name: string };
  recipeFacts: { source: string; ingredients: number; steps: number };
  importButton: { count: number };
  imported: { count: number };
  openCollection: { name: string };
}>({
  tooManyAddresses: { id: 'recipes.import.tooManyAddresses', defaultMessage: 'Enter at most {max} addresses at a time.' },
  limited: { id: 'recipes.import.limited', defaultMessage: 'Too many pages this minute: trying again in {seconds} s' },
  read: { id: 'recipes.import.read', defaultMessage: 'Read: {name}' },
  recipeFacts: {
    id: 'recipes.import.recipeFacts',
    defaultMessage: '{source} · {ingredients, plural, one {# ingredient} other {# ingredients}} · {steps, plural, one {# step} other {# steps}}',
  },
  importButton: { id: 'recipes.import.importButton', defaultMessage: '{count, plural, one {Import # recipe} other {Import # recipes}}' },
  imported: { id: 'recipes.import.imported', defaultMessage: '{count, plural, one {# recipe imported.} other {# recipes imported.}}' },
  openCollection: { id: 'recipes.import.openCollection', defaultMessage: 'Open {name}' },
});

/** Why a file or recipe is left out (RecipeImportSkipReason). */
export const skipReasonMessages = defineMessages({
  notJson: { id: 'recipes.import.skip.notJson', defaultMessage: 'not a JSON file' },
  noRecipe: { id: 'recipes.import.skip.noRecipe', defaultMessage: 'no schema.org recipe in it' },
  noName: { id: 'recipes.import.skip.noName', defaultMessage: 'a recipe without a name' },
  empty: { id: 'recipes.import.skip.empty', defaultMessage: 'neither ingredients nor steps' },
  alreadyInCollection: { id: 'recipes.import.skip.alreadyInCollection', defaultMessage: 'already in this collection' },
  repeated: { id: 'recipes.import.skip.repeated', defaultMessage: 'twice in this import' },
});
