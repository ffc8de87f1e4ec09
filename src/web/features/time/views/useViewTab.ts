import type { TimeView } from '../../../../domain/preferences';
import { useTimePreference } from './useTimePreference';
import type { ViewTab } from './ViewsLayout';

/** The saved `timeView` of each tab (calculate is not one of spec §3's views, so it is not saved). */
const savedViews: Partial<Record<ViewTab, TimeView>> = { list: 'list', timeline: 'timeline', graph: 'graph' };

/** What a tab click does: saves the view as the user's `timeView` when it is one and differs. */
export function useViewTab(): (tab: ViewTab) => void {
  const [view, setView] = useTimePreference('timeView');
  return (tab) => {
    const next = savedViews[tab];
    if (next && next !== view) setView(next);
  };
}
