import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SubGroup } from '../../../../contract/types';
import { NameForm } from '../../../components/edit/NameForm';
import * as form from '../../../components/form/form.css';
import * as styles from './admin.css';
import type { Loadable } from './AdminScreen';
import { trackerTitles } from './pageTitles';
import { adminMessages, adminValueMessages, groupMessages as m, groupValueMessages as v } from './messages';
import { SectionLoadFailed } from './SectionLoadFailed';

/** Which kind of group a page edits: the URL's `:groupType`. */
export type GroupType = 'time-group' | 'sub-group';

export const groupTypes: readonly GroupType[] = ['time-group', 'sub-group'];

export const isGroupType = (value: string): value is GroupType => (groupTypes as readonly string[]).includes(value);

/** What the page shows of the group: its name, and a sub group's time group or a time group's sub groups. */
export type EditedGroup =
  | { type: 'time-group'; _id: string; name: string; subGroups: readonly SubGroup[] }
  | { type: 'sub-group'; _id: string; name: string; timeGroupId: string; timeGroupName?: string };

export interface GroupEditScreenProps {
  /** The group; `missing` when it does not exist (or is another user's). */
  group: Loadable<EditedGroup> | { status: 'missing' };
  isSavingName: boolean;
  onRetry: () => void;
  onRename: (name: string) => Promise<unknown>;
  /** The tags section (time groups only) and the goals section. */
  children?: ReactNode;
}

/** /time-tracker/admin/:groupType/:groupId: one group's or sub group's name, tags and goals. */
export function GroupEditScreen({ group, isSavingName, onRetry, onRename, children }: GroupEditScreenProps) {
  const intl = useIntl();
  const subGroupsId = useId();
  const back = (
    <Link to="/time-tracker/admin" activeOptions={{ exact: true }} className={styles.back}>
      ← {intl.formatMessage(m.back)}
    </Link>
  );
  if (group.status !== 'ready') {
    return (
      <div className={styles.screen}>
        {back}
        <h1 className={styles.heading}>{intl.formatMessage(trackerTitles.group)}</h1>
        {group.status === 'loading' ? (
          <p className={styles.muted} role="status">
            {intl.formatMessage(m.loading)}
          </p>
        ) : group.status === 'missing' ? (
          <p className={form.alert} role="alert">
            {intl.formatMessage(m.notFound)}
          </p>
        ) : (
          <SectionLoadFailed message={intl.formatMessage(m.loadFailed)} retry={intl.formatMessage(m.retry)} onRetry={onRetry} />
        )}
      </div>
    );
  }
  const edited = group.data;
  return (
    <div className={styles.screen}>
      {back}
      <div>
        <h1 className={styles.heading}>{edited.name}</h1>
        <p className={styles.muted}>
          {edited.type === 'time-group' ? (
            intl.formatMessage(m.timeGroup)
          ) : edited.timeGroupName ? (
            <Link to="/time-tracker/admin/$groupType/$groupId" params={{ groupType: 'time-group', groupId: edited.timeGroupId }}>
              {intl.formatMessage(v.inGroup, { group: edited.timeGroupName })}
            </Link>
          ) : null}
        </p>
      </div>
      <div className={styles.section}>
        <NameForm
          // A new name from elsewhere (another tab) starts the form again.
          key={edited.name}
          label={intl.formatMessage(m.name)}
          submitLabel={intl.formatMessage(m.saveName)}
          requiredMessage={intl.formatMessage(adminMessages.nameRequired)}
          initialName={edited.name}
          isBusy={isSavingName}
          onSubmit={(name) => (name === edited.name ? undefined : onRename(name))}
        />
      </div>
      {children}
      {edited.type === 'time-group' ? (
        <section className={styles.section} aria-labelledby={subGroupsId}>
          <h2 id={subGroupsId} className={styles.sectionHeading}>
            {intl.formatMessage(m.subGroups)}
          </h2>
          {edited.subGroups.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(m.noSubGroups)}</p>
          ) : (
            <ul className={styles.subList} aria-labelledby={subGroupsId}>
              {edited.subGroups.map((subGroup) => (
                <li key={subGroup._id} className={styles.row}>
                  <Link
                    to="/time-tracker/admin/$groupType/$groupId"
                    params={{ groupType: 'sub-group', groupId: subGroup._id }}
                    aria-label={intl.formatMessage(adminValueMessages.edit, { name: subGroup.name })}
                  >
                    {subGroup.name}
                  </Link>
                  <span className={styles.small}>{intl.formatMessage(adminValueMessages.stampCount, { count: subGroup.usage })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
