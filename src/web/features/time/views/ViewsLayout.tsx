import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/AppLink';
import { tabMessages } from './messages';
import * as styles from './views.css';

export type ViewTab = 'overview' | 'list' | 'timeline' | 'graph' | 'calculate';

/** The views of all groups, or of one group (`groupId`), by their paths (spec §2). */
export function viewPaths(groupId?: string): Partial<Record<ViewTab, string>> {
  if (groupId) {
    const id = encodeURIComponent(groupId);
    return {
      overview: `/time-group/${id}`,
      list: `/time-group/list/${id}`,
      graph: `/time-group/graph/${id}`,
      calculate: `/time-group/calculate/${id}`,
    };
  }
  return { list: '/time-groups/list', timeline: '/time-groups/time', graph: '/time-groups/graph', calculate: '/time-groups/calculate' };
}

export interface ViewsLayoutProps {
  heading: ReactNode;
  /** One group's views (its tabs, and a link back to all groups). */
  groupId?: string;
  /** Called with the tab chosen (the route saves `timeView`). */
  onTab?: (tab: ViewTab) => void;
  children: ReactNode;
}

/**
 * A time view's frame: its heading and the views as tabs. The tabs are links (one page each, so
 * the browser's back button and a reload keep the view); the current one is `aria-current="page"`.
 */
export function ViewsLayout({ heading, groupId, onTab, children }: ViewsLayoutProps) {
  const intl = useIntl();
  const headingId = useId();
  const paths = viewPaths(groupId);
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.header}>
        {groupId && (
          <AppLink to="/time-groups" className={styles.backLink}>
            {intl.formatMessage(tabMessages.allGroups)}
          </AppLink>
        )}
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        <nav aria-label={intl.formatMessage(groupId ? tabMessages.groupLabel : tabMessages.label)}>
          <ul className={styles.tabs}>
            {(Object.entries(paths) as Array<[ViewTab, string]>).map(([tab, path]) => (
              <li key={tab}>
                <AppLink to={path} exact className={styles.tab} onClick={() => onTab?.(tab)}>
                  {intl.formatMessage(tabMessages[tab])}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </section>
  );
}
