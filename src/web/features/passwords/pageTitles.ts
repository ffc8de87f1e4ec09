import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
/** The area's name (shell text) and the page titles (and headings) of its screens. */
export const passwordTitles = defineMessages({
  name: { id: 'passwords.area.name', defaultMessage: 'Passwords' },
  parent: { id: 'passwords.titles.parent', defaultMessage: 'Password vault' },
  groups: { id: 'passwords.titles.groups', defaultMessage: 'Password groups' },
  group: { id: 'passwords.titles.group', defaultMessage: 'Password group' },
  entry: { id: 'passwords.titles.entry', defaultMessage: 'Password' },
  add: { id: 'passwords.titles.add', defaultMessage: 'Add password' },
});
