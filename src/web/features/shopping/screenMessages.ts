import { defineMessages } from 'react-intl';
import type { NotReadyMessages } from '../../components/status/NotReady';

/** Texts every shopping screen shares: loading, failures and the way out. */
export const commonMessages = defineMessages({
  loadingList: { id: 'shopping.common.loadingList', defaultMessage: 'Loading the shopping list…' },
  listLoadFailed: { id: 'shopping.common.listLoadFailed', defaultMessage: 'The shopping list could not be fetched.' },
  notFoundHeading: { id: 'shopping.common.notFoundHeading', defaultMessage: 'Shopping list not found' },
  notFoundBody: { id: 'shopping.common.notFoundBody', defaultMessage: 'It may have been deleted.' },
  toLists: { id: 'shopping.common.toLists', defaultMessage: 'All shopping lists' },
  undo: { id: 'shopping.common.undo', defaultMessage: 'Undo' },
  dismiss: { id: 'shopping.common.dismiss', defaultMessage: 'Dismiss' },
  cancel: { id: 'shopping.common.cancel', defaultMessage: 'Cancel' },
});

/** A list's page before its list is there (components/status/NotReady). */
export const listNotReady: NotReadyMessages = { loading: commonMessages.loadingList, loadFailed: commonMessages.listLoadFailed, notFoundHeading: commonMessages.notFoundHeading, notFoundBody: commonMessages.notFoundBody, back: commonMessages.toLists };

/** Texts with values, for the items of a list. */
export const itemValueMessages = defineMessages<{
  amount: { quantity: string; unit: string };
}>({
  amount: { id: 'shopping.item.amount', defaultMessage: '{quantity} {unit}' },
});

/** /shopping-lists. */
export const listsMessages = defineMessages({
  heading: { id: 'shopping.lists.heading', defaultMessage: 'Your lists' },
  loading: { id: 'shopping.lists.loading', defaultMessage: 'Loading shopping lists…' },
  loadFailed: { id: 'shopping.lists.loadFailed', defaultMessage: 'Your shopping lists could not be fetched.' },
  emptyHeading: { id: 'shopping.lists.emptyHeading', defaultMessage: 'Start your first list' },
  emptyBody: {
    id: 'shopping.lists.emptyBody',
    defaultMessage: 'A list for the weekly groceries, one for the hardware store: check items off as you shop, and set the one you use most as the default.',
  },
  newList: { id: 'shopping.lists.newList', defaultMessage: 'New list' },
  add: { id: 'shopping.lists.add', defaultMessage: 'Add list' },
  nameRequired: { id: 'shopping.lists.nameRequired', defaultMessage: 'Give the list a name' },
  defaultBadge: { id: 'shopping.lists.defaultBadge', defaultMessage: 'Default' },
  edit: { id: 'shopping.lists.edit', defaultMessage: 'Edit' },
  rename: { id: 'shopping.lists.rename', defaultMessage: 'Rename' },
  save: { id: 'shopping.lists.save', defaultMessage: 'Save' },
  makeDefault: { id: 'shopping.lists.makeDefault', defaultMessage: 'Set as default' },
  delete: { id: 'shopping.lists.delete', defaultMessage: 'Delete' },
});

export const listsValueMessages = defineMessages<{
  counts: { checked: number; open: number };
  editNamed: { name: string };
  renameNamed: { name: string };
  newName: { name: string };
  makeDefaultNamed: { name: string };
  deleteNamed: { name: string };
  deleteQuestion: { count: number; name: string };
  deleteEmptyQuestion: { name: string };
  confirmDelete: { name: string };
}>({
  counts: { id: 'shopping.lists.counts', defaultMessage: '{open} to buy · {checked} checked' },
  editNamed: { id: 'shopping.lists.editNamed', defaultMessage: 'Edit {name}' },
  renameNamed: { id: 'shopping.lists.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'shopping.lists.newName', defaultMessage: 'New name for {name}' },
  makeDefaultNamed: { id: 'shopping.lists.makeDefaultNamed', defaultMessage: 'Set {name} as default' },
  deleteNamed: { id: 'shopping.lists.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteQuestion: { id: 'shopping.lists.deleteQuestion', defaultMessage: 'Delete {name}? {count, plural, one {# item is deleted with it.} other {# items are deleted with it.}}' },
  deleteEmptyQuestion: { id: 'shopping.lists.deleteEmptyQuestion', defaultMessage: 'Delete {name}? It has no items.' },
  confirmDelete: { id: 'shopping.lists.confirmDelete', defaultMessage: 'Yes, delete {name}' },
});

/** /shopping-list/:listId, shopping mode. */
export const shoppingModeMessages = defineMessages({
  quickAdd: { id: 'shopping.mode.quickAdd', defaultMessage: 'Add an item' },
  quickAddHint: { id: 'shopping.mode.quickAddHint', defaultMessage: 'For example “2 l milk”; the same food already on the list gets the amount added.' },
  add: { id: 'shopping.mode.add', defaultMessage: 'Add' },
  itemRequired: { id: 'shopping.mode.itemRequired', defaultMessage: 'Type what to buy' },
  toBuy: { id: 'shopping.mode.toBuy', defaultMessage: 'To buy' },
  inCart: { id: 'shopping.mode.inCart', defaultMessage: 'Checked' },
  allDone: { id: 'shopping.mode.allDone', defaultMessage: 'Everything is checked off.' },
  emptyHeading: { id: 'shopping.mode.emptyHeading', defaultMessage: 'Nothing on this list yet' },
  emptyBody: { id: 'shopping.mode.emptyBody', defaultMessage: 'Add what you need above, or add a recipe’s ingredients from the recipe’s page.' },
  editList: { id: 'shopping.mode.editList', defaultMessage: 'Edit list' },
});

export const shoppingModeValueMessages = defineMessages<{
  checked: { name: string };
  unchecked: { name: string };
}>({
  checked: { id: 'shopping.mode.checked', defaultMessage: 'Checked off {name}' },
  unchecked: { id: 'shopping.mode.unchecked', defaultMessage: 'Put {name} back on the list' },
});

/** /specific-shopping-list/:listId, editing. */
export const editMessages = defineMessages({
  listName: { id: 'shopping.edit.listName', defaultMessage: 'List name' },
  rename: { id: 'shopping.edit.rename', defaultMessage: 'Rename' },
  nameRequired: { id: 'shopping.edit.nameRequired', defaultMessage: 'Give the list a name' },
  itemsHeading: { id: 'shopping.edit.itemsHeading', defaultMessage: 'Items' },
  reorderHint: {
    id: 'shopping.edit.reorderHint',
    defaultMessage: 'Drag an item by its handle, use its arrow buttons, or press Alt+Up or Alt+Down on a focused item to move it.',
  },
  noItems: { id: 'shopping.edit.noItems', defaultMessage: 'This list has no items.' },
  toShopping: { id: 'shopping.edit.toShopping', defaultMessage: 'Go shopping' },
  edit: { id: 'shopping.edit.edit', defaultMessage: 'Edit' },
  delete: { id: 'shopping.edit.delete', defaultMessage: 'Delete' },
  name: { id: 'shopping.edit.name', defaultMessage: 'Name' },
  quantity: { id: 'shopping.edit.quantity', defaultMessage: 'Quantity' },
  unit: { id: 'shopping.edit.unit', defaultMessage: 'Unit' },
  note: { id: 'shopping.edit.note', defaultMessage: 'Note' },
  save: { id: 'shopping.edit.save', defaultMessage: 'Save' },
  itemNameRequired: { id: 'shopping.edit.itemNameRequired', defaultMessage: 'Give the item a name' },
  quantityInvalid: { id: 'shopping.edit.quantityInvalid', defaultMessage: 'A quantity is a number, 0 or more' },
  checkedMark: { id: 'shopping.edit.checkedMark', defaultMessage: 'checked' },
});

export const editValueMessages = defineMessages<{
  heading: { name: string };
  dragHandle: { name: string };
  moveUp: { name: string };
  moveDown: { name: string };
  moved: { count: number; name: string; place: number };
  editNamed: { name: string };
  deleteNamed: { name: string };
  deleted: { name: string };
  itemForm: { name: string };
  clearChecked: { count: number };
  cleared: { count: number };
}>({
  heading: { id: 'shopping.edit.heading', defaultMessage: 'Edit {name}' },
  dragHandle: { id: 'shopping.edit.dragHandle', defaultMessage: 'Move {name}' },
  moveUp: { id: 'shopping.edit.moveUp', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'shopping.edit.moveDown', defaultMessage: 'Move {name} down' },
  moved: { id: 'shopping.edit.moved', defaultMessage: '{name} moved to place {place} of {count}' },
  editNamed: { id: 'shopping.edit.editNamed', defaultMessage: 'Edit {name}' },
  deleteNamed: { id: 'shopping.edit.deleteNamed', defaultMessage: 'Delete {name}' },
  deleted: { id: 'shopping.edit.deleted', defaultMessage: 'Deleted {name}' },
  itemForm: { id: 'shopping.edit.itemForm', defaultMessage: 'Edit {name}' },
  clearChecked: { id: 'shopping.edit.clearChecked', defaultMessage: 'Clear checked ({count})' },
  cleared: { id: 'shopping.edit.cleared', defaultMessage: 'Cleared {count, plural, one {# checked item} other {# checked items}}' },
});

/** /shopping-list-parent. */
export const parentMessages = defineMessages({
  opening: { id: 'shopping.parent.opening', defaultMessage: 'Opening your shopping list…' },
});

/** Shopping mode's "Put checked items into storage" panel. */
export const storeMessages = defineMessages({
  open: { id: 'shopping.store.open', defaultMessage: 'Put checked items into storage' },
  place: { id: 'shopping.store.place', defaultMessage: 'Storage place' },
  takeOff: { id: 'shopping.store.takeOff', defaultMessage: 'Then take them off this list' },
  noPlaces: { id: 'shopping.store.noPlaces', defaultMessage: 'You have no storage places yet. Add one (a pantry, a freezer) and come back.' },
  toStorage: { id: 'shopping.store.toStorage', defaultMessage: 'Go to storage' },
  loadingPlaces: { id: 'shopping.store.loadingPlaces', defaultMessage: 'Loading storage places…' },
  placesFailed: { id: 'shopping.store.placesFailed', defaultMessage: 'Could not get your storage places.' },
});

export const storeValueMessages = defineMessages<{
  summary: { count: number };
  put: { count: number };
}>({
  summary: { id: 'shopping.store.summary', defaultMessage: '{count, plural, one {# checked item goes} other {# checked items go}} in with the amounts, added to the same food when the place has it.' },
  put: { id: 'shopping.store.put', defaultMessage: 'Put {count, plural, one {# item} other {# items}} into storage' },
});
