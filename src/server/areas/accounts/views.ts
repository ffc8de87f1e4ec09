import type { Access, Preferences, Profile, User } from '../../../contract/types';
import { asDeviceShutdownConfig } from '../../../domain/deviceControl/storedConfig';
import { defaultPreferences } from '../../../domain/preferences';
import type { PreferencesRow, UserRow } from './repository/users';

/** Stored preference columns → spec §3 preferences; unset optional ones are left out. */
export function toPreferences(row: PreferencesRow | undefined): Preferences {
  if (row === undefined) return { ...defaultPreferences };
  const preferences: Preferences = {
    theme: row.theme,
    language: row.language,
    timeSorting: row.time_sorting,
    timeFilter: row.time_filter,
    timeView: row.time_view,
  };
  if (row.shape !== null) preferences.shape = row.shape;
  if (row.journal_group !== null) preferences.journalGroup = row.journal_group;
  if (row.time_tracker_notes_collection !== null) preferences.timeTrackerNotesCollection = row.time_tracker_notes_collection;
  if (row.default_shopping_list !== null) preferences.defaultShoppingList = row.default_shopping_list;
  if (row.link_order !== null) preferences.linkOrder = JSON.parse(row.link_order) as string[];
  if (row.use_device_shutdown !== null) preferences.useDeviceShutdown = row.use_device_shutdown === 1;
  const deviceShutdownConfig = row.device_shutdown_config === null ? undefined : asDeviceShutdownConfig(JSON.parse(row.device_shutdown_config));
  if (deviceShutdownConfig !== undefined) preferences.deviceShutdownConfig = deviceShutdownConfig;
  return preferences;
}

/** The user without a session: what GET and PUT /auth/user/{id} answer. */
export function toProfile(user: UserRow, preferences: PreferencesRow | undefined): Profile {
  return {
    _id: user.id,
    username: user.username,
    is2faEnabled: user.is_2fa_enabled === 1,
    hasExtraPassword: user.extra_password_hash !== null,
    preferences: toPreferences(preferences),
  };
}

/** Spec §3's user: the profile with the session it is logged in with. */
export function toUser(user: UserRow, preferences: PreferencesRow | undefined, sessionId: string, access: Access): User {
  const { _id, username, is2faEnabled, hasExtraPassword, preferences: prefs } = toProfile(user, preferences);
  return { _id, username, userSessionId: sessionId, is2faEnabled, hasExtraPassword, access, preferences: prefs };
}
