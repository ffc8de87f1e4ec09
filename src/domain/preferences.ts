import type { LanguageCode, Preferences } from '../contract/types';

/** A user's preferences are the contract's (spec §3); these names are for the parts screens use. */
export type { LanguageCode, Preferences };
export type Theme = Preferences['theme'];
export type TimeFilter = Preferences['timeFilter'];
export type TimeView = Preferences['timeView'];
export type TimeSorting = Preferences['timeSorting'];

/** Spec §9's defaults (spec §4: language 1 is English, 2 is Swedish). */
export const defaultPreferences: Preferences = {
  theme: 'light',
  language: 1,
  timeSorting: 'normal',
  timeFilter: 'day',
  timeView: 'list',
};
