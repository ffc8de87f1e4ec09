import type { PreferencesChange } from '../../../contract/types';
import { badRequest } from '../../errors';
import { configProblems, problemText, type DeviceShutdownConfig } from '../../../domain/deviceControl/schedule';
import type { PreferenceColumns } from './repository/users';

/**
 * Device control's rules as stored text, once the checks the contract's schema cannot make pass
 * (windows that overlap or are empty, a day with two limits): a 400 with the first problem's code.
 */
function deviceShutdownConfigJson(config: DeviceShutdownConfig): string {
  const [problem] = configProblems(config);
  if (problem !== undefined) throw badRequest(problemText(problem), problem.code);
  return JSON.stringify(config);
}

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
    columns.device_shutdown_config = change.deviceShutdownConfig === null ? null : deviceShutdownConfigJson(change.deviceShutdownConfig);
  }
  return columns;
}
