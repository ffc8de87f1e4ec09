import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { NameForm } from '../../components/edit/NameForm';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { OpenHistory } from './CounterCard';
import type { CounterValues } from './CounterForm';
import * as styles from './counters.css';
import { GroupSection, type CounterActions } from './GroupSection';
import { countersMessages } from './messages';
import type { CounterGroup } from './queries';
import { groupsMessages as m } from './screenMessages';

export interface CounterGroupsScreenProps extends CounterActions {
  /** The user's groups, oldest first, with their counters counted on the user's today. */
  groups: Loadable<readonly CounterGroup[]>;
  /** The open histories, by counter id. */
  histories: Readonly<Record<string, OpenHistory>>;
  isAddingGroup: boolean;
  onAddGroup: (name: string) => Promise<unknown>;
  onRenameGroup: (counterGroupId: string, name: string) => Promise<unknown>;
  onDeleteGroup: (counterGroupId: string) => Promise<unknown>;
  onAddCounter: (counterGroupId: string, values: CounterValues) => Promise<unknown>;
  onRetry: () => void;
}

/**
 * /counter-groups: every group with its counters, counted with one tap (or the + and − keys),
 * each with Undo of the change just made, its goal, history and CSV export; groups and counters
 * added, changed and deleted in place.
 */
export function CounterGroupsScreen(props: CounterGroupsScreenProps) {
  const { groups, histories, isAddingGroup, onAddGroup, onRenameGroup, onDeleteGroup, onAddCounter, onRetry, ...actions } = props;
  const intl = useIntl();
  const emptyHeading = useId();
  const isEmpty = groups.status === 'ready' && groups.data.length === 0;
  const newGroup = (
    <NameForm
      label={intl.formatMessage(m.newGroup)}
      submitLabel={intl.formatMessage(m.addGroup)}
      requiredMessage={intl.formatMessage(m.groupNameRequired)}
      isBusy={isAddingGroup}
      maxLength={100}
      onSubmit={onAddGroup}
    />
  );

  return (
    <div className={styles.screen} aria-busy={groups.status === 'loading'}>
      <h1 className={styles.heading}>{intl.formatMessage(countersMessages.name)}</h1>
      {groups.status !== 'ready' ? (
        <LoadStatus status={groups.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
      ) : isEmpty ? (
        <section className={styles.section} aria-labelledby={emptyHeading}>
          <h2 id={emptyHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.emptyHeading)}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(m.emptyBody)}</p>
          {newGroup}
        </section>
      ) : (
        <>
          <p className={styles.small}>{intl.formatMessage(m.keysHint)}</p>
          {groups.data.map((group) => (
            <GroupSection
              key={group._id}
              group={group}
              histories={histories}
              onRename={(name) => onRenameGroup(group._id, name)}
              onDelete={() => onDeleteGroup(group._id)}
              onAddCounter={(values) => onAddCounter(group._id, values)}
              {...actions}
            />
          ))}
          <section className={styles.section} aria-label={intl.formatMessage(m.newGroup)}>
            {newGroup}
          </section>
        </>
      )}
    </div>
  );
}
