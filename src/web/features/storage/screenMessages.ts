import { defineMessages } from 'react-intl';

/** Texts every storage screen shares. */
export const commonMessages = defineMessages({
  cancel: { id: 'storage.common.cancel', defaultMessage: 'Cancel' },
  toGroups: { id: 'storage.common.toGroups', defaultMessage: 'All places' },
  expired: { id: 'storage.common.expired', defaultMessage: 'Expired' },
});

export const commonValueMessages = defineMessages<{
  amount: { quantity: string; unit: string };
  expiresIn: { days: number };
  bestBefore: { date: string };
  itemCounts: { items: number; expiring: number };
}>({
  amount: { id: 'storage.common.amount', defaultMessage: '{quantity} {unit}' },
  expiresIn: { id: 'storage.common.expiresIn', defaultMessage: '{days, plural, =0 {Expires today} =1 {Expires tomorrow} other {Expires in # days}}' },
  bestBefore: { id: 'storage.common.bestBefore', defaultMessage: 'Best before {date}' },
  itemCounts: {
    id: 'storage.common.itemCounts',
    defaultMessage: '{items, plural, one {# item} other {# items}}{expiring, plural, =0 {} other { · # expiring soon}}',
  },
});

/** The fields of an item, for adding and editing. */
export const itemFormMessages = defineMessages({
  name: { id: 'storage.itemForm.name', defaultMessage: 'Name' },
  quantity: { id: 'storage.itemForm.quantity', defaultMessage: 'Quantity' },
  unit: { id: 'storage.itemForm.unit', defaultMessage: 'Unit' },
  unitHint: { id: 'storage.itemForm.unitHint', defaultMessage: 'g, kg, dl, pieces…' },
  bestBefore: { id: 'storage.itemForm.bestBefore', defaultMessage: 'Best before' },
  note: { id: 'storage.itemForm.note', defaultMessage: 'Note' },
  isFood: { id: 'storage.itemForm.isFood', defaultMessage: 'Food (recipes can use it)' },
  place: { id: 'storage.itemForm.place', defaultMessage: 'Place' },
  add: { id: 'storage.itemForm.add', defaultMessage: 'Add item' },
  save: { id: 'storage.itemForm.save', defaultMessage: 'Save' },
  nameRequired: { id: 'storage.itemForm.nameRequired', defaultMessage: 'Give the item a name' },
  quantityInvalid: { id: 'storage.itemForm.quantityInvalid', defaultMessage: 'A quantity is a number, 0 or more' },
});

/** The QR label of a group or an item. */
export const labelMessages = defineMessages({
  print: { id: 'storage.label.print', defaultMessage: 'Print label' },
  hide: { id: 'storage.label.hide', defaultMessage: 'Hide label' },
  drawing: { id: 'storage.label.drawing', defaultMessage: 'Drawing the QR code…' },
  qrFailed: { id: 'storage.label.qrFailed', defaultMessage: 'The QR code could not be drawn; the label has the address instead.' },
});

export const labelValueMessages = defineMessages<{
  label: { name: string };
  qrAlt: { name: string };
}>({
  label: { id: 'storage.label.label', defaultMessage: 'Label for {name}' },
  qrAlt: { id: 'storage.label.qrAlt', defaultMessage: 'QR code that opens {name} on a phone' },
});

/** /storage-groups. */
export const groupsMessages = defineMessages({
  placesHeading: { id: 'storage.groups.placesHeading', defaultMessage: 'Your places' },
  loading: { id: 'storage.groups.loading', defaultMessage: 'Loading your places…' },
  loadFailed: { id: 'storage.groups.loadFailed', defaultMessage: 'Your storage places could not be fetched.' },
  emptyHeading: { id: 'storage.groups.emptyHeading', defaultMessage: 'Start with a place' },
  emptyBody: {
    id: 'storage.groups.emptyBody',
    defaultMessage: 'A place is where things are kept: the freezer, the pantry, the garage. Add one, then add what it holds, with best-before dates to be told before food goes off.',
  },
  newGroup: { id: 'storage.groups.newGroup', defaultMessage: 'New place' },
  add: { id: 'storage.groups.add', defaultMessage: 'Add place' },
  nameRequired: { id: 'storage.groups.nameRequired', defaultMessage: 'Give the place a name' },
  rename: { id: 'storage.groups.rename', defaultMessage: 'Rename' },
  save: { id: 'storage.groups.save', defaultMessage: 'Save' },
  delete: { id: 'storage.groups.delete', defaultMessage: 'Delete' },
  deleteItems: { id: 'storage.groups.deleteItems', defaultMessage: 'Delete the items too' },
  moveItems: { id: 'storage.groups.moveItems', defaultMessage: 'Move the items to another place' },
  moveTo: { id: 'storage.groups.moveTo', defaultMessage: 'Move them to' },
  whatOfItems: { id: 'storage.groups.whatOfItems', defaultMessage: 'What happens to its items' },
  expiringHeading: { id: 'storage.groups.expiringHeading', defaultMessage: 'Expiring soon' },
  expiringLoading: { id: 'storage.groups.expiringLoading', defaultMessage: 'Looking for items that expire soon…' },
  expiringFailed: { id: 'storage.groups.expiringFailed', defaultMessage: 'The items that expire soon could not be fetched.' },
  nothingExpiring: { id: 'storage.groups.nothingExpiring', defaultMessage: 'Nothing expires within a week. Items with a best-before date show here 7 days ahead.' },
  searchHeading: { id: 'storage.groups.searchHeading', defaultMessage: 'Search storage' },
  searchField: { id: 'storage.groups.searchField', defaultMessage: 'Find an item in every place' },
  search: { id: 'storage.groups.search', defaultMessage: 'Search' },
  searchRequired: { id: 'storage.groups.searchRequired', defaultMessage: 'Type a word to search for' },
  searching: { id: 'storage.groups.searching', defaultMessage: 'Searching…' },
  searchFailed: { id: 'storage.groups.searchFailed', defaultMessage: 'The search could not be done.' },
  results: { id: 'storage.groups.results', defaultMessage: 'Found items' },
  cookHeading: { id: 'storage.groups.cookHeading', defaultMessage: 'What can I cook?' },
  cookLoading: { id: 'storage.groups.cookLoading', defaultMessage: 'Matching your recipes with what is stored…' },
  cookFailed: { id: 'storage.groups.cookFailed', defaultMessage: 'The recipes could not be matched with storage.' },
  cookEmpty: {
    id: 'storage.groups.cookEmpty',
    defaultMessage: 'No recipe uses anything in storage yet. Items marked as food are matched with your recipes’ ingredients.',
  },
});

export const groupsValueMessages = defineMessages<{
  renameNamed: { name: string };
  newName: { name: string };
  deleteNamed: { name: string };
  deleteEmptyQuestion: { name: string };
  deleteQuestion: { name: string; count: number };
  deleteOnlyQuestion: { name: string; count: number };
  confirmDelete: { name: string };
  noResults: { search: string };
  inGroup: { group: string };
  matched: { matched: number; total: number };
  missing: { list: string };
}>({
  renameNamed: { id: 'storage.groups.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'storage.groups.newName', defaultMessage: 'New name for {name}' },
  deleteNamed: { id: 'storage.groups.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteEmptyQuestion: { id: 'storage.groups.deleteEmptyQuestion', defaultMessage: 'Delete {name}? It holds no items.' },
  deleteQuestion: {
    id: 'storage.groups.deleteQuestion',
    defaultMessage: 'Delete {name}? It holds {count, plural, one {# item} other {# items}}: move them to another place, or delete them with it.',
  },
  deleteOnlyQuestion: {
    id: 'storage.groups.deleteOnlyQuestion',
    defaultMessage: 'Delete {name}? {count, plural, one {Its # item is deleted with it.} other {Its # items are deleted with it.}}',
  },
  confirmDelete: { id: 'storage.groups.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  noResults: { id: 'storage.groups.noResults', defaultMessage: 'Nothing in storage matches “{search}”.' },
  inGroup: { id: 'storage.groups.inGroup', defaultMessage: 'in {group}' },
  matched: { id: 'storage.groups.matched', defaultMessage: '{matched} of {total} ingredients in storage' },
  missing: { id: 'storage.groups.missing', defaultMessage: 'Missing: {list}' },
});

/** /storage-group/:storageGroupId. */
export const groupMessages = defineMessages({
  loading: { id: 'storage.group.loading', defaultMessage: 'Loading the place…' },
  loadFailed: { id: 'storage.group.loadFailed', defaultMessage: 'This place could not be fetched.' },
  notFoundHeading: { id: 'storage.group.notFoundHeading', defaultMessage: 'Place not found' },
  notFoundBody: { id: 'storage.group.notFoundBody', defaultMessage: 'It may have been deleted.' },
  itemsHeading: { id: 'storage.group.itemsHeading', defaultMessage: 'Items' },
  addHeading: { id: 'storage.group.addHeading', defaultMessage: 'Add an item' },
  edit: { id: 'storage.group.edit', defaultMessage: 'Edit' },
  delete: { id: 'storage.group.delete', defaultMessage: 'Delete' },
});

export const groupValueMessages = defineMessages<{
  empty: { name: string };
  editNamed: { name: string };
  editForm: { name: string };
  deleteNamed: { name: string };
  deleteQuestion: { name: string };
  confirmDelete: { name: string };
}>({
  empty: { id: 'storage.group.empty', defaultMessage: 'Nothing is stored in {name} yet. Add what it holds below; a best-before date lets Lifelog warn you a week ahead.' },
  editNamed: { id: 'storage.group.editNamed', defaultMessage: 'Edit {name}' },
  editForm: { id: 'storage.group.editForm', defaultMessage: 'Edit {name}' },
  deleteNamed: { id: 'storage.group.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteQuestion: { id: 'storage.group.deleteQuestion', defaultMessage: 'Delete {name} from storage?' },
  confirmDelete: { id: 'storage.group.confirmDelete', defaultMessage: 'Yes, delete {name}' },
});

/** /storage-item/:storageItemId. */
export const itemMessages = defineMessages({
  loading: { id: 'storage.item.loading', defaultMessage: 'Loading the item…' },
  loadFailed: { id: 'storage.item.loadFailed', defaultMessage: 'This item could not be fetched.' },
  notFoundHeading: { id: 'storage.item.notFoundHeading', defaultMessage: 'Item not found' },
  notFoundBody: { id: 'storage.item.notFoundBody', defaultMessage: 'It may have been used up and deleted.' },
  editHeading: { id: 'storage.item.editHeading', defaultMessage: 'Edit item' },
  delete: { id: 'storage.item.delete', defaultMessage: 'Delete item' },
  recipesHeading: { id: 'storage.item.recipesHeading', defaultMessage: 'Recipes that use this' },
  recipesLoading: { id: 'storage.item.recipesLoading', defaultMessage: 'Looking for recipes…' },
  recipesFailed: { id: 'storage.item.recipesFailed', defaultMessage: 'The recipes could not be fetched.' },
  notFood: { id: 'storage.item.notFood', defaultMessage: 'This item is not marked as food, so no recipe is matched with it.' },
  noBestBefore: { id: 'storage.item.noBestBefore', defaultMessage: 'No best-before date' },
});

export const itemValueMessages = defineMessages<{
  noRecipes: { name: string };
  deleteQuestion: { name: string };
  confirmDelete: { name: string };
  inGroup: { group: string };
}>({
  noRecipes: { id: 'storage.item.noRecipes', defaultMessage: 'None of your recipes has {name} among its ingredients yet.' },
  deleteQuestion: { id: 'storage.item.deleteQuestion', defaultMessage: 'Delete {name} from storage?' },
  confirmDelete: { id: 'storage.item.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  inGroup: { id: 'storage.item.inGroup', defaultMessage: 'Back to {group}' },
});
