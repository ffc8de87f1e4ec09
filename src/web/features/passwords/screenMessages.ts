import { defineMessages } from 'react-intl';

/** Words shared by the vault's screens. */
export const commonMessages = defineMessages({
  cancel: { id: 'passwords.common.cancel', defaultMessage: 'Cancel' },
  save: { id: 'passwords.common.save', defaultMessage: 'Save' },
  logout: { id: 'passwords.common.logout', defaultMessage: 'Lock passwords' },
  logoutHint: { id: 'passwords.common.logoutHint', defaultMessage: 'Log out of the password area; you stay signed in.' },
  loadingGroups: { id: 'passwords.common.loadingGroups', defaultMessage: 'Loading password groups…' },
  loadingPasswords: { id: 'passwords.common.loadingPasswords', defaultMessage: 'Loading passwords…' },
  loadFailed: { id: 'passwords.common.loadFailed', defaultMessage: 'This could not be loaded. Check the connection and try again.' },
  broken: {
    id: 'passwords.common.broken',
    defaultMessage: 'Cannot be decrypted: it was changed, moved from another entry, or sealed with another key.',
  },
  noUsername: { id: 'passwords.common.noUsername', defaultMessage: 'No username' },
  allGroups: { id: 'passwords.common.allGroups', defaultMessage: 'All groups' },
});

export const commonValueMessages = defineMessages<{
  groupCount: { count: number };
}>({
  groupCount: { id: 'passwords.common.groupCount', defaultMessage: '{count, plural, one {# password} other {# passwords}}' },
});

/** /password-parent: the vault's hub. */
export const parentMessages = defineMessages({
  lead: { id: 'passwords.parent.lead', defaultMessage: 'Your passwords are encrypted in this browser; the server only stores what it cannot read.' },
  search: { id: 'passwords.parent.search', defaultMessage: 'Search' },
  searchLabel: { id: 'passwords.parent.searchLabel', defaultMessage: 'Search passwords by name' },
  searching: { id: 'passwords.parent.searching', defaultMessage: 'Searching…' },
  clear: { id: 'passwords.parent.clear', defaultMessage: 'Clear search' },
  groups: { id: 'passwords.parent.groups', defaultMessage: 'Groups' },
  manageGroups: { id: 'passwords.parent.manageGroups', defaultMessage: 'Manage groups' },
  emptyGroups: { id: 'passwords.parent.emptyGroups', defaultMessage: 'No groups yet. Start with Manage groups: add a group, then add passwords to it.' },
});

export const parentValueMessages = defineMessages<{
  results: { count: number; name: string };
  noResults: { name: string };
}>({
  results: { id: 'passwords.parent.results', defaultMessage: '{count, plural, one {# password named like “{name}”} other {# passwords named like “{name}”}}' },
  noResults: { id: 'passwords.parent.noResults', defaultMessage: 'No passwords named like “{name}”.' },
});

/** /password-groups: add, rename and delete groups. */
export const groupsMessages = defineMessages({
  lead: { id: 'passwords.groups.lead', defaultMessage: 'Groups hold your passwords, for example Work or Banking.' },
  newGroup: { id: 'passwords.groups.newGroup', defaultMessage: 'New group' },
  add: { id: 'passwords.groups.add', defaultMessage: 'Add group' },
  nameRequired: { id: 'passwords.groups.nameRequired', defaultMessage: 'Give the group a name' },
  empty: { id: 'passwords.groups.empty', defaultMessage: 'No groups yet. Name your first group above and add it.' },
  rename: { id: 'passwords.groups.rename', defaultMessage: 'Rename' },
  delete: { id: 'passwords.groups.delete', defaultMessage: 'Delete' },
  deleteEntries: { id: 'passwords.groups.deleteEntries', defaultMessage: 'Delete them with the group' },
  moveEntries: { id: 'passwords.groups.moveEntries', defaultMessage: 'Move them to another group' },
  moveTo: { id: 'passwords.groups.moveTo', defaultMessage: 'Move to' },
  noOtherGroup: { id: 'passwords.groups.noOtherGroup', defaultMessage: 'There is no other group to move them to.' },
});

export const groupsValueMessages = defineMessages<{
  renameNamed: { name: string };
  newName: { name: string };
  deleteNamed: { name: string };
  confirmEmpty: { name: string };
  confirmDelete: { name: string };
  nonEmpty: { name: string; count: number };
  confirmDeleteWith: { name: string };
  confirmMove: { name: string };
  open: { name: string };
}>({
  renameNamed: { id: 'passwords.groups.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'passwords.groups.newName', defaultMessage: 'New name for {name}' },
  deleteNamed: { id: 'passwords.groups.deleteNamed', defaultMessage: 'Delete {name}' },
  confirmEmpty: { id: 'passwords.groups.confirmEmpty', defaultMessage: 'Delete the empty group {name}?' },
  confirmDelete: { id: 'passwords.groups.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  nonEmpty: {
    id: 'passwords.groups.nonEmpty',
    defaultMessage: '{name} holds {count, plural, one {# password} other {# passwords}}. What should happen to the passwords?',
  },
  confirmDeleteWith: { id: 'passwords.groups.confirmDeleteWith', defaultMessage: 'Delete {name} and its passwords' },
  confirmMove: { id: 'passwords.groups.confirmMove', defaultMessage: 'Move and delete {name}' },
  open: { id: 'passwords.groups.open', defaultMessage: 'Open {name}' },
});

/** /password-group/:groupId: one group's entries. */
export const groupMessages = defineMessages({
  filter: { id: 'passwords.group.filter', defaultMessage: 'Filter by name or username' },
  add: { id: 'passwords.group.add', defaultMessage: 'Add password' },
  empty: { id: 'passwords.group.empty', defaultMessage: 'No passwords in this group yet. Add password saves your first one here.' },
  notFound: { id: 'passwords.group.notFound', defaultMessage: 'This group does not exist (any more).' },
  backToVault: { id: 'passwords.group.backToVault', defaultMessage: 'Back to the vault' },
  name: { id: 'passwords.group.name', defaultMessage: 'Name' },
  username: { id: 'passwords.group.username', defaultMessage: 'Username' },
});

export const groupValueMessages = defineMessages<{
  noMatch: { filter: string };
}>({
  noMatch: { id: 'passwords.group.noMatch', defaultMessage: 'No password matches “{filter}”.' },
});

/** /password/:passwordId: one entry. */
export const entryMessages = defineMessages({
  username: { id: 'passwords.entry.username', defaultMessage: 'Username' },
  password: { id: 'passwords.entry.password', defaultMessage: 'Password' },
  url: { id: 'passwords.entry.url', defaultMessage: 'Website' },
  notes: { id: 'passwords.entry.notes', defaultMessage: 'Notes' },
  group: { id: 'passwords.entry.group', defaultMessage: 'Group' },
  hidden: { id: 'passwords.entry.hidden', defaultMessage: 'Hidden' },
  empty: { id: 'passwords.entry.empty', defaultMessage: 'None' },
  edit: { id: 'passwords.entry.edit', defaultMessage: 'Edit' },
  delete: { id: 'passwords.entry.delete', defaultMessage: 'Delete' },
  broken: { id: 'passwords.entry.broken', defaultMessage: 'This entry cannot be decrypted. It was changed, moved from another entry, or sealed with another key; nothing of it is shown. You can still delete it.' },
  opening: { id: 'passwords.entry.opening', defaultMessage: 'Decrypting…' },
  notFound: { id: 'passwords.entry.notFound', defaultMessage: 'This password does not exist (any more).' },
  getFailed: { id: 'passwords.entry.getFailed', defaultMessage: 'Could not get password.' },
});

export const entryValueMessages = defineMessages<{
  reveal: { field: string };
  hide: { field: string };
  copy: { field: string };
  confirmDelete: { name: string };
  confirmDeleteButton: { name: string };
  updated: { date: string };
}>({
  reveal: { id: 'passwords.entry.reveal', defaultMessage: 'Show {field}' },
  hide: { id: 'passwords.entry.hide', defaultMessage: 'Hide {field}' },
  copy: { id: 'passwords.entry.copy', defaultMessage: 'Copy {field}' },
  confirmDelete: { id: 'passwords.entry.confirmDelete', defaultMessage: 'Delete the password {name}? This cannot be undone.' },
  confirmDeleteButton: { id: 'passwords.entry.confirmDeleteButton', defaultMessage: 'Yes, delete {name}' },
  updated: { id: 'passwords.entry.updatedAt', defaultMessage: 'Last changed {date}' },
});

/** The entry form of /add-password/:groupId and of editing an entry. */
export const formMessages = defineMessages({
  name: { id: 'passwords.form.name', defaultMessage: 'Name' },
  nameHint: { id: 'passwords.form.nameHint', defaultMessage: 'What you search for; stored unencrypted.' },
  nameRequired: { id: 'passwords.form.nameRequired', defaultMessage: 'Give the password a name' },
  username: { id: 'passwords.form.username', defaultMessage: 'Username' },
  password: { id: 'passwords.form.password', defaultMessage: 'Password' },
  url: { id: 'passwords.form.url', defaultMessage: 'Website' },
  notes: { id: 'passwords.form.notes', defaultMessage: 'Notes' },
  group: { id: 'passwords.form.group', defaultMessage: 'Group' },
  add: { id: 'passwords.form.add', defaultMessage: 'Add password' },
  encrypted: { id: 'passwords.form.encrypted', defaultMessage: 'Username, password, website and notes are encrypted before they leave this browser.' },
});

/** The password generator. */
export const generatorMessages = defineMessages({
  open: { id: 'passwords.generator.open', defaultMessage: 'Generate a password' },
  heading: { id: 'passwords.generator.heading', defaultMessage: 'Password generator' },
  kind: { id: 'passwords.generator.kind', defaultMessage: 'Kind' },
  characters: { id: 'passwords.generator.characters', defaultMessage: 'Characters' },
  passphrase: { id: 'passwords.generator.passphrase', defaultMessage: 'Passphrase' },
  length: { id: 'passwords.generator.length', defaultMessage: 'Length' },
  upper: { id: 'passwords.generator.upper', defaultMessage: 'Capital letters (A–Z)' },
  lower: { id: 'passwords.generator.lower', defaultMessage: 'Small letters (a–z)' },
  digits: { id: 'passwords.generator.digits', defaultMessage: 'Digits (0–9)' },
  symbols: { id: 'passwords.generator.symbols', defaultMessage: 'Symbols (!#$…)' },
  oneClass: { id: 'passwords.generator.oneClass', defaultMessage: 'Choose at least one kind of character' },
  words: { id: 'passwords.generator.words', defaultMessage: 'Words' },
  separator: { id: 'passwords.generator.separator', defaultMessage: 'Between words' },
  generate: { id: 'passwords.generator.generate', defaultMessage: 'Generate' },
  use: { id: 'passwords.generator.use', defaultMessage: 'Use this password' },
  result: { id: 'passwords.generator.result', defaultMessage: 'Generated password' },
  loadingWords: { id: 'passwords.generator.loadingWords', defaultMessage: 'Loading the word list…' },
  close: { id: 'passwords.generator.close', defaultMessage: 'Close the generator' },
});
