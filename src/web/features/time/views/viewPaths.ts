import type { TimeView } from '../../../../domain/preferences';

/** The path /time-groups opens for a saved `timeView` (spec §3). */
export const viewPathOf: Record<TimeView, string> = { list: '/time-groups/list', timeline: '/time-groups/time', graph: '/time-groups/graph' };
