import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SidebarLinkId } from '../../domain/sidebarLinks';

/** The sidebar's labels (spec §2), keyed by the stable link ids; a Record so none can be missing. */
export const sidebarLinkMessages: Record<SidebarLinkId, MessageDescriptor> = defineMessages({
  home: { id: 'shell.sidebarLinks.home', defaultMessage: 'Home' },
  dashboard: { id: 'shell.sidebarLinks.dashboard', defaultMessage: 'Dashboard' },
  notes: { id: 'shell.sidebarLinks.notes', defaultMessage: 'Notes' },
  timeTracker: { id: 'shell.sidebarLinks.timeTracker', defaultMessage: 'Time Tracker' },
  shoppingList: { id: 'shell.sidebarLinks.shoppingList', defaultMessage: 'Shopping List' },
  recipes: { id: 'shell.sidebarLinks.recipes', defaultMessage: 'Recipes' },
  passwords: { id: 'shell.sidebarLinks.passwords', defaultMessage: 'Passwords' },
  storage: { id: 'shell.sidebarLinks.storage', defaultMessage: 'Storage' },
  drinks: { id: 'shell.sidebarLinks.drinks', defaultMessage: 'Drinks' },
  counter: { id: 'shell.sidebarLinks.counter', defaultMessage: 'Counter' },
  collections: { id: 'shell.sidebarLinks.collections', defaultMessage: 'Collections' },
  settings: { id: 'shell.sidebarLinks.settings', defaultMessage: 'Settings' },
});
