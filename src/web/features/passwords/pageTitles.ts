import { defineMessages } from 'react-intl';

// Apart from screenMessages.ts, so the route table (in the first screen's code) carries only these.
/** The page titles (and headings) of the vault's screens. */
export const passwordTitles = defineMessages({
  parent: { id: 'passwords.titles.parent', defaultMessage: 'Password vault' },
  groups: { id: 'passwords.titles.groups', defaultMessage: 'Password groups' },
  group: { id: 'passwords.titles.group', defaultMessage: 'Password group' },
  entry: { id: 'passwords.titles.entry', defaultMessage: 'Password' },
  add: { id: 'passwords.titles.add', defaultMessage: 'Add password' },
});
