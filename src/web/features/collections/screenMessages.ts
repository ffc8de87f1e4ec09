import { defineMessages } from 'react-intl';

/** Texts every collections screen shares. */
export const commonMessages = {
  ...defineMessages({
    cancel: { id: 'collections.common.cancel', defaultMessage: 'Cancel' },
    toCollections: { id: 'collections.common.toCollections', defaultMessage: 'All collections' },
    untitled: { id: 'collections.common.untitled', defaultMessage: 'Untitled item' },
    yes: { id: 'collections.common.yes', defaultMessage: 'Yes' },
    no: { id: 'collections.common.no', defaultMessage: 'No' },
    notFoundBody: { id: 'collections.common.notFoundBody', defaultMessage: 'It may have been deleted, or the link is wrong.' },
  }),
  ...defineMessages<{ itemCount: { count: number }; rating: { rating: string } }>({
    itemCount: { id: 'collections.common.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}' },
    rating: { id: 'collections.common.rating', defaultMessage: '{rating} of 5' },
  }),
};

/** The field types' names. */
export const typeMessages = {
  ...defineMessages({
    text: { id: 'collections.type.text', defaultMessage: 'Text' },
    longText: { id: 'collections.type.longText', defaultMessage: 'Long text' },
    number: { id: 'collections.type.number', defaultMessage: 'Number' },
    date: { id: 'collections.type.date', defaultMessage: 'Date' },
    yesNo: { id: 'collections.type.yesNo', defaultMessage: 'Yes/no' },
    rating: { id: 'collections.type.rating', defaultMessage: 'Rating (1–5)' },
    link: { id: 'collections.type.link', defaultMessage: 'Link' },
    choice: { id: 'collections.type.choice', defaultMessage: 'Choice from a list' },
    image: { id: 'collections.type.image', defaultMessage: 'Image' },
  }),
};

/** /collections. */
export const listMessages = {
  ...defineMessages({
    yours: { id: 'collections.list.yours', defaultMessage: 'Your collections' },
    emptyHeading: { id: 'collections.list.emptyHeading', defaultMessage: 'No collections yet' },
    emptyBody: {
      id: 'collections.list.emptyBody',
      defaultMessage: 'A collection keeps anything you like (records, books, plants) with fields you choose. Name your first one below.',
    },
    loading: { id: 'collections.list.loading', defaultMessage: 'Loading your collections…' },
    loadFailed: { id: 'collections.list.loadFailed', defaultMessage: 'Could not get your collections.' },
    newCollection: { id: 'collections.list.newCollection', defaultMessage: 'New collection' },
    add: { id: 'collections.list.add', defaultMessage: 'Add' },
    nameRequired: { id: 'collections.list.nameRequired', defaultMessage: 'Give the collection a name' },
    rename: { id: 'collections.list.rename', defaultMessage: 'Rename' },
    delete: { id: 'collections.list.delete', defaultMessage: 'Delete' },
    save: { id: 'collections.list.save', defaultMessage: 'Save' },
  }),
  ...defineMessages<{ renameNamed: { name: string }; deleteNamed: { name: string }; newName: { name: string }; deleteQuestion: { name: string; count: number }; deleteEmptyQuestion: { name: string } }>({
    renameNamed: { id: 'collections.list.renameNamed', defaultMessage: 'Rename {name}' },
    deleteNamed: { id: 'collections.list.deleteNamed', defaultMessage: 'Delete {name}' },
    newName: { id: 'collections.list.newName', defaultMessage: 'New name for {name}' },
    deleteQuestion: { id: 'collections.list.deleteQuestion', defaultMessage: 'Delete {name}? Its items go too: {count, plural, one {# item} other {# items}}.' },
    deleteEmptyQuestion: { id: 'collections.list.deleteEmptyQuestion', defaultMessage: 'Delete {name}? It holds no items.' },
  }),
};

/** /collection/:id: the page, its items and its view. */
export const collectionMessages = {
  ...defineMessages({
    loading: { id: 'collections.collection.loading', defaultMessage: 'Loading the collection…' },
    loadFailed: { id: 'collections.collection.loadFailed', defaultMessage: 'Could not get the collection.' },
    notFoundHeading: { id: 'collections.collection.notFoundHeading', defaultMessage: 'Collection not found' },
    addItem: { id: 'collections.collection.addItem', defaultMessage: 'Add item' },
    exportCsv: { id: 'collections.collection.exportCsv', defaultMessage: 'Export CSV' },
    noFieldsHeading: { id: 'collections.collection.noFieldsHeading', defaultMessage: 'Add fields first' },
    addFields: { id: 'collections.collection.addFields', defaultMessage: 'Add fields' },
    itemsHeading: { id: 'collections.collection.itemsHeading', defaultMessage: 'Items' },
    noItems: { id: 'collections.collection.noItems', defaultMessage: 'No items yet. Add one, or import them from a CSV file.' },
    noMatch: { id: 'collections.collection.noMatch', defaultMessage: 'No items match the filters.' },
    layout: { id: 'collections.collection.layout', defaultMessage: 'Layout' },
    table: { id: 'collections.collection.table', defaultMessage: 'Table' },
    grid: { id: 'collections.collection.grid', defaultMessage: 'Grid' },
    sortBy: { id: 'collections.collection.sortBy', defaultMessage: 'Sort by' },
    noSort: { id: 'collections.collection.noSort', defaultMessage: 'Oldest first' },
    direction: { id: 'collections.collection.direction', defaultMessage: 'Order' },
    asc: { id: 'collections.collection.asc', defaultMessage: 'Ascending' },
    desc: { id: 'collections.collection.desc', defaultMessage: 'Descending' },
    tableRegion: { id: 'collections.collection.tableRegion', defaultMessage: 'Items table (scrolls sideways)' },
    showMore: { id: 'collections.collection.showMore', defaultMessage: 'Show more items' },
  }),
  ...defineMessages<{ noFieldsBody: { name: string }; showing: { shown: number; total: number }; partlyRead: { read: number; total: number }; openItem: { title: string } }>({
    noFieldsBody: {
      id: 'collections.collection.noFieldsBody',
      defaultMessage: 'Fields are what every item of {name} fills in: a title, a year, a photo… Add them, then add items or import them from a CSV file.',
    },
    showing: { id: 'collections.collection.showing', defaultMessage: 'Showing {shown} of {total}' },
    partlyRead: { id: 'collections.collection.partlyRead', defaultMessage: '({read} of {total} items read so far: sorting and filters cover those.)' },
    openItem: { id: 'collections.collection.openItem', defaultMessage: 'Open {title}' },
  }),
};

/** The filters of a collection's view. */
export const filterMessages = {
  ...defineMessages({
    heading: { id: 'collections.filter.heading', defaultMessage: 'Filters' },
    none: { id: 'collections.filter.none', defaultMessage: 'No filters: every item shows.' },
    field: { id: 'collections.filter.field', defaultMessage: 'Field' },
    condition: { id: 'collections.filter.condition', defaultMessage: 'Condition' },
    value: { id: 'collections.filter.value', defaultMessage: 'Value' },
    add: { id: 'collections.filter.add', defaultMessage: 'Add filter' },
    valueRequired: { id: 'collections.filter.valueRequired', defaultMessage: 'Give a value to compare with' },
    numberInvalid: { id: 'collections.filter.numberInvalid', defaultMessage: 'Write a number, like 12 or 3.5' },
    ratingInvalid: { id: 'collections.filter.ratingInvalid', defaultMessage: 'A rating is a whole number from 1 to 5' },
    contains: { id: 'collections.filter.contains', defaultMessage: 'contains' },
    equals: { id: 'collections.filter.equals', defaultMessage: 'is' },
    notEquals: { id: 'collections.filter.notEquals', defaultMessage: 'is not' },
    lessThan: { id: 'collections.filter.lessThan', defaultMessage: 'is less than' },
    greaterThan: { id: 'collections.filter.greaterThan', defaultMessage: 'is more than' },
    before: { id: 'collections.filter.before', defaultMessage: 'is before' },
    after: { id: 'collections.filter.after', defaultMessage: 'is after' },
    isEmpty: { id: 'collections.filter.isEmpty', defaultMessage: 'is empty' },
    isNotEmpty: { id: 'collections.filter.isNotEmpty', defaultMessage: 'is not empty' },
  }),
  ...defineMessages<{ remove: { filter: string } }>({
    remove: { id: 'collections.filter.remove', defaultMessage: 'Remove filter: {filter}' },
  }),
};

/** The fields editor. */
export const fieldsMessages = {
  ...defineMessages({
    heading: { id: 'collections.fields.heading', defaultMessage: 'Fields' },
    edit: { id: 'collections.fields.edit', defaultMessage: 'Edit fields' },
    newField: { id: 'collections.fields.newField', defaultMessage: 'New field' },
    name: { id: 'collections.fields.name', defaultMessage: 'Name' },
    type: { id: 'collections.fields.type', defaultMessage: 'Type' },
    choices: { id: 'collections.fields.choices', defaultMessage: 'Choices, one per line' },
    addField: { id: 'collections.fields.addField', defaultMessage: 'Add a field' },
    save: { id: 'collections.fields.save', defaultMessage: 'Save fields' },
    reorderHint: { id: 'collections.fields.reorderHint', defaultMessage: 'Move a field with its arrow buttons, or Alt+↑ and Alt+↓ on its row.' },
    nameRequired: { id: 'collections.fields.nameRequired', defaultMessage: 'Give the field a name' },
    nameTaken: { id: 'collections.fields.nameTaken', defaultMessage: 'Another field has this name' },
    choicesRequired: { id: 'collections.fields.choicesRequired', defaultMessage: 'List at least one choice' },
    typeChangeHint: { id: 'collections.fields.typeChangeHint', defaultMessage: 'Values are converted to the new type where they can be; the others are kept on their items.' },
    reportHeading: { id: 'collections.fields.reportHeading', defaultMessage: 'Values that could not be converted' },
    dismiss: { id: 'collections.fields.dismiss', defaultMessage: 'Dismiss' },
  }),
  ...defineMessages<{ summary: { count: number; names: string }; moveUp: { name: string }; moveDown: { name: string }; remove: { name: string }; removeQuestion: { name: string }; moved: { name: string; place: number; count: number }; reportBody: { count: number }; reportMore: { count: number }; reportLine: { item: string; field: string } }>({
    summary: { id: 'collections.fields.summary', defaultMessage: '{count, plural, one {# field} other {# fields}}: {names}' },
    moveUp: { id: 'collections.fields.moveUp', defaultMessage: 'Move {name} up' },
    moveDown: { id: 'collections.fields.moveDown', defaultMessage: 'Move {name} down' },
    remove: { id: 'collections.fields.remove', defaultMessage: 'Remove {name}' },
    removeQuestion: { id: 'collections.fields.removeQuestion', defaultMessage: 'Remove the field {name}? Its values go from every item when you save.' },
    moved: { id: 'collections.fields.moved', defaultMessage: '{name} moved to place {place} of {count}' },
    reportBody: {
      id: 'collections.fields.reportBody',
      defaultMessage: '{count, plural, one {# value} other {# values}} did not fit the new type. The old values are kept on their items, and come back if the type changes back:',
    },
    reportMore: { id: 'collections.fields.reportMore', defaultMessage: 'And {count, plural, one {# more value} other {# more values}}: each item shows its kept values.' },
    reportLine: { id: 'collections.fields.reportLine', defaultMessage: '{item}: {field}' },
  }),
};

/** Import from and export to CSV. */
export const csvMessages = {
  ...defineMessages({
    heading: { id: 'collections.csv.heading', defaultMessage: 'Import from CSV' },
    file: { id: 'collections.csv.file', defaultMessage: 'CSV file' },
    fileHint: { id: 'collections.csv.fileHint', defaultMessage: 'The first row names the columns. Nothing is added until you import.' },
    reading: { id: 'collections.csv.reading', defaultMessage: 'Reading the file…' },
    unreadable: { id: 'collections.csv.unreadable', defaultMessage: 'The file could not be read as CSV.' },
    noRows: { id: 'collections.csv.noRows', defaultMessage: 'The file has no rows below its header.' },
    previewRegion: { id: 'collections.csv.previewRegion', defaultMessage: 'Preview (scrolls sideways)' },
    mapping: { id: 'collections.csv.mapping', defaultMessage: 'Which field each column fills' },
    ignore: { id: 'collections.csv.ignore', defaultMessage: 'Ignore' },
    nothingMapped: { id: 'collections.csv.nothingMapped', defaultMessage: 'Choose a field for at least one column' },
    importing: { id: 'collections.csv.importing', defaultMessage: 'Importing…' },
    refusedHeading: { id: 'collections.csv.refusedHeading', defaultMessage: 'Nothing was imported' },
    faultsBody: { id: 'collections.csv.faultsBody', defaultMessage: 'These rows do not fit their fields. Correct the file and choose it again:' },
    serverFaults: { id: 'collections.csv.serverFaults', defaultMessage: 'The server found rows at fault (rows are numbered from 1, below the header):' },
    failed: { id: 'collections.csv.failed', defaultMessage: 'The import failed, so nothing was added. Try again.' },
  }),
  ...defineMessages<{ preview: { file: string }; column: { column: string }; import: { count: number }; imported: { count: number }; fault: { row: number; field: string; value: string; type: string }; moreFaults: { count: number } }>({
    preview: { id: 'collections.csv.preview', defaultMessage: 'The first rows of {file}' },
    column: { id: 'collections.csv.column', defaultMessage: 'Column “{column}”' },
    import: { id: 'collections.csv.import', defaultMessage: 'Import {count, plural, one {# item} other {# items}}' },
    imported: { id: 'collections.csv.imported', defaultMessage: 'Imported {count, plural, one {# item} other {# items}}.' },
    fault: { id: 'collections.csv.fault', defaultMessage: 'Row {row}, {field}: “{value}” is not a valid {type}' },
    moreFaults: { id: 'collections.csv.moreFaults', defaultMessage: '{count, plural, one {# more fault} other {# more faults}}' },
  }),
};

/** /item/:id. */
export const itemMessages = {
  ...defineMessages({
    loading: { id: 'collections.item.loading', defaultMessage: 'Loading the item…' },
    loadFailed: { id: 'collections.item.loadFailed', defaultMessage: 'Could not get the item.' },
    notFoundHeading: { id: 'collections.item.notFoundHeading', defaultMessage: 'Item not found' },
    form: { id: 'collections.item.form', defaultMessage: 'The item’s fields' },
    save: { id: 'collections.item.save', defaultMessage: 'Save' },
    noChanges: { id: 'collections.item.noChanges', defaultMessage: 'Nothing has changed.' },
    noRating: { id: 'collections.item.noRating', defaultMessage: 'None' },
    noChoice: { id: 'collections.item.noChoice', defaultMessage: 'None' },
    openLink: { id: 'collections.item.openLink', defaultMessage: 'Open link' },
    numberInvalid: { id: 'collections.item.numberInvalid', defaultMessage: 'Write a number, like 12 or 3.5' },
    linkInvalid: { id: 'collections.item.linkInvalid', defaultMessage: 'Write a full address, starting with http:// or https://' },
    delete: { id: 'collections.item.delete', defaultMessage: 'Delete item' },
  }),
  ...defineMessages<{ inCollection: { name: string }; noFields: { name: string }; kept: { values: string }; keptValue: { value: string; type: string }; clearKept: { field: string }; deleteQuestion: { title: string; name: string } }>({
    inCollection: { id: 'collections.item.inCollection', defaultMessage: 'Back to {name}' },
    noFields: { id: 'collections.item.noFields', defaultMessage: '{name} has no fields yet. Add them on the collection’s page.' },
    kept: { id: 'collections.item.kept', defaultMessage: 'Kept from before a type change: {values}' },
    keptValue: { id: 'collections.item.keptValue', defaultMessage: '“{value}” ({type})' },
    clearKept: { id: 'collections.item.clearKept', defaultMessage: 'Clear kept values of {field}' },
    deleteQuestion: { id: 'collections.item.deleteQuestion', defaultMessage: 'Delete {title} from {name}?' },
  }),
};
