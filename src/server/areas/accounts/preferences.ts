import type { PreferencesChange } from '../../../contract/types';
import type { PreferenceColumns } from './usersRepository';

/** Contract names → columns; JSON values become text, booleans 0/1 (see tables.ts). `null` clears an optional one. */
export function toPreferenceColumns(change: PreferencesChange): PreferenceColumns {
  const columns: PreferenceColumns = {};
  if (change.theme != null) columns.theme = change.theme;
  if (change.language != null) columns.language = change.language;
  if (change.timeSorting != null) columns.time_sorting = change.timeSorting;
  if (change.timeFilter != null) columns.time_filter = change.timeFilter;
  if (change.timeView != null) columns.time_view = change.timeView;
  if (change.shape !== undefined) columns.shape = change.shape;
  if (change.journalGroup !== undefined) columns.journal_group = change.journalGroup;
  if (change.timeTrackerNotesCollection !== undefined) columns.time_tracker_notes_collection = change.timeTrackerNotesCollection;
  if (change.defaultShoppingList !== undefined) columns.default_shopping_list = change.defaultShoppingList;
  if (change.linkOrder !== undefined) columns.link_order = change.linkOrder === null ? null : JSON.stringify(change.linkOrder);
  if (change.useDeviceShutdown !== undefined) {
    columns.use_device_shutdown = change.useDeviceShutdown === null ? null : change.useDeviceShutdown ? 1 : 0;
  }
  if (change.deviceShutdownConfig !== undefined) {
    columns.device_shutdown_config = change.deviceShutdownConfig === null ? null : JSON.stringify(change.deviceShutdownConfig);
  }
  return columns;
}
