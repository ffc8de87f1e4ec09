import { defineMessages } from 'react-intl';

/**
 * The areas of the app as the route table (spec §2) groups them. A route names its area in
 * `staticData.area`; the "not built yet" screen shows the area's name until the area is built.
 */
export const areaNames = defineMessages({
  home: { id: 'notBuilt.area.home', defaultMessage: 'Home' },
  commandLine: { id: 'notBuilt.area.commandLine', defaultMessage: 'Command line' },
  signIn: { id: 'notBuilt.area.signIn', defaultMessage: 'Sign in' },
  register: { id: 'notBuilt.area.register', defaultMessage: 'Create account' },
  profileSetup: { id: 'notBuilt.area.profileSetup', defaultMessage: 'Set up user profile' },
  passwordLogin: { id: 'notBuilt.area.passwordLogin', defaultMessage: 'Password login' },
  settings: { id: 'notBuilt.area.settings', defaultMessage: 'Settings' },
  notes: { id: 'notBuilt.area.notes', defaultMessage: 'Notes' },
  recipes: { id: 'notBuilt.area.recipes', defaultMessage: 'Recipes' },
  passwords: { id: 'notBuilt.area.passwords', defaultMessage: 'Passwords' },
  timeTracker: { id: 'notBuilt.area.timeTracker', defaultMessage: 'Time tracker' },
  shopping: { id: 'notBuilt.area.shopping', defaultMessage: 'Shopping lists' },
  dashboard: { id: 'notBuilt.area.dashboard', defaultMessage: 'Dashboard' },
  storage: { id: 'notBuilt.area.storage', defaultMessage: 'Storage' },
  drinks: { id: 'notBuilt.area.drinks', defaultMessage: 'Drinks' },
  collections: { id: 'notBuilt.area.collections', defaultMessage: 'Collections' },
  counters: { id: 'notBuilt.area.counters', defaultMessage: 'Counters' },
});

export type AreaId = keyof typeof areaNames;
