import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ShallowTimeGroup, SubGroup } from '../../../../contract/types';
import { NameForm } from '../../../components/edit/NameForm';
import * as styles from './admin.css';
import { adminMessages as m } from './messages';
import { trackerTitles } from './pageTitles';
import { SectionLoadFailed } from './SectionLoadFailed';
import type { MoveTargets } from './SubGroupRow';
import { TimeGroupItem, type GroupActions } from './TimeGroupItem';

/** Data that loads: what it is, or that it is on its way, or that it could not be fetched. */
export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export interface AdminScreenProps extends GroupActions {
  groups: Loadable<readonly ShallowTimeGroup[]>;
  subGroups: Loadable<readonly SubGroup[]>;
  /** Ids with a change in flight (`new` while a group is being added, `new:<groupId>` for a sub group). */
  busy: ReadonlySet<string>;
  onAddGroup: (name: string) => Promise<unknown>;
  onRetryGroups: () => void;
  onRetrySubGroups: () => void;
  /** More sections below the groups (the notes preference). */
  children?: ReactNode;
}

/** /time-tracker/admin: add, rename and delete time groups and sub groups, and move a sub group into another. */
export function AdminScreen(props: AdminScreenProps) {
  const { groups, subGroups, busy } = props;
  const intl = useIntl();
  const headingId = useId();
  const byGroup = new Map<string, SubGroup[]>();
  if (subGroups.status === 'ready') for (const subGroup of subGroups.data) byGroup.set(subGroup.timeGroupId, [...(byGroup.get(subGroup.timeGroupId) ?? []), subGroup]);
  const targets: MoveTargets[] =
    groups.status === 'ready' ? groups.data.map((group) => ({ groupId: group._id, groupName: group.name, subGroups: byGroup.get(group._id) ?? [] })) : [];

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(trackerTitles.admin)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>
      <section className={styles.section} aria-labelledby={headingId} aria-busy={groups.status === 'loading'}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {intl.formatMessage(m.groups)}
        </h2>
        <NameForm
          label={intl.formatMessage(m.newGroup)}
          submitLabel={intl.formatMessage(m.addGroup)}
          requiredMessage={intl.formatMessage(m.nameRequired)}
          isBusy={busy.has('new')}
          onSubmit={props.onAddGroup}
        />
        {groups.status === 'loading' ? (
          <p className={styles.muted} role="status">
            {intl.formatMessage(m.loading)}
          </p>
        ) : groups.status === 'error' ? (
          <SectionLoadFailed message={intl.formatMessage(m.loadFailed)} retry={intl.formatMessage(m.retry)} onRetry={props.onRetryGroups} />
        ) : groups.data.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : (
          <>
            {subGroups.status === 'loading' ? (
              <p className={styles.muted} role="status">
                {intl.formatMessage(m.loadingSubGroups)}
              </p>
            ) : subGroups.status === 'error' ? (
              <SectionLoadFailed message={intl.formatMessage(m.subGroupsLoadFailed)} retry={intl.formatMessage(m.retry)} onRetry={props.onRetrySubGroups} />
            ) : null}
            <ul className={styles.list} aria-labelledby={headingId}>
              {groups.data.map((group) => (
                <TimeGroupItem
                  key={group._id}
                  {...props}
                  group={group}
                  subGroups={subGroups.status === 'ready' ? (byGroup.get(group._id) ?? []) : null}
                  targets={targets}
                />
              ))}
            </ul>
          </>
        )}
      </section>
      {props.children}
    </div>
  );
}
