import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { isNotFound } from '../../../api/refusal';
import { useApi } from '../../../api/useApi';
import { shallowTimeGroupsQuery, subGroupQuery, timeGroupQuery, useRenameSubGroup, useUpdateTimeGroup } from '../queries';
import { goalsQuery, tagsQuery, useCreateGoal, useDeleteGoal, useUpdateGoal, type GoalOwner } from './adminQueries';
import { GoalsSection } from './GoalsSection';
import { GroupEditScreen, isGroupType, type EditedGroup, type GroupEditScreenProps, type GroupType } from './GroupEditScreen';
import { GroupTagsSection } from './GroupTagsSection';

type Query<T> = { status: 'pending' | 'error' | 'success'; data?: T; error: unknown };

function groupState(query: Query<EditedGroup>): GroupEditScreenProps['group'] {
  if (query.status === 'success') return { status: 'ready', data: query.data! };
  if (query.status === 'pending') return { status: 'loading' };
  return isNotFound(query.error) ? { status: 'missing' } : { status: 'error' };
}

function loadable<T>(query: Query<T>) {
  if (query.status === 'success') return { status: 'ready' as const, data: query.data as T };
  return { status: query.status === 'error' ? ('error' as const) : ('loading' as const) };
}

/** The route's component: `:groupType` was checked by the route (anything else is not found). */
export function AdminGroupRoute() {
  const { groupType = '', groupId = '' } = useParams({ strict: false });
  return isGroupType(groupType) ? <GroupEditPage groupType={groupType} groupId={groupId} /> : null;
}

/**
 * /time-tracker/admin/:groupType/:groupId: a time group's name, tags, goals and sub groups, or a
 * sub group's name and goals. Every change refreshes what it touches and shows its toast.
 */
export function GroupEditPage({ groupType, groupId }: { groupType: GroupType; groupId: string }) {
  const api = useApi();
  const isTimeGroup = groupType === 'time-group';
  const timeGroup = useQuery({ ...timeGroupQuery(api, groupId), enabled: isTimeGroup });
  const subGroup = useQuery({ ...subGroupQuery(api, groupId), enabled: !isTimeGroup });
  const groupNames = useQuery({ ...shallowTimeGroupsQuery(api), enabled: !isTimeGroup });
  const tags = useQuery({ ...tagsQuery(api), enabled: isTimeGroup });
  const owner: GoalOwner = isTimeGroup ? { timeGroupId: groupId } : { subGroupId: groupId };
  const goals = useQuery(goalsQuery(api, owner));
  const updateGroup = useUpdateTimeGroup();
  const renameSubGroup = useRenameSubGroup();
  const createGoal = useCreateGoal();
  const updateGoal = useUpdateGoal();
  const deleteGoal = useDeleteGoal();

  const group: Query<EditedGroup> = isTimeGroup
    ? {
        ...timeGroup,
        data: timeGroup.data && { type: 'time-group', _id: timeGroup.data._id, name: timeGroup.data.name, subGroups: timeGroup.data.subGroups ?? [] },
      }
    : {
        ...subGroup,
        data: subGroup.data && {
          type: 'sub-group',
          _id: subGroup.data._id,
          name: subGroup.data.name,
          timeGroupId: subGroup.data.timeGroupId,
          timeGroupName: groupNames.data?.find((candidate) => candidate._id === subGroup.data?.timeGroupId)?.name,
        },
      };
  const goalTarget = isTimeGroup ? { timeGroupId: groupId } : subGroup.data ? { timeGroupId: subGroup.data.timeGroupId, subGroupId: groupId } : null;
  // A time group's page shows its own goals; each sub group's are on its page.
  const ownGoals = { ...goals, data: goals.data?.filter((goal) => (isTimeGroup ? goal.subGroupId === undefined : goal.subGroupId === groupId)) };

  const busyGoals = new Set<string>();
  if (createGoal.isPending) busyGoals.add('new');
  if (updateGoal.isPending && updateGoal.variables) busyGoals.add(updateGoal.variables.body.goalId);
  if (deleteGoal.isPending && deleteGoal.variables) busyGoals.add(deleteGoal.variables.params.query.goalId);

  return (
    <GroupEditScreen
      group={groupState(group)}
      isSavingName={isTimeGroup ? updateGroup.isPending && updateGroup.variables?.body.name !== undefined : renameSubGroup.isPending}
      onRetry={() => void (isTimeGroup ? timeGroup.refetch() : subGroup.refetch())}
      onRename={(name) =>
        isTimeGroup ? updateGroup.mutateAsync({ body: { groupId, name } }) : renameSubGroup.mutateAsync({ body: { subGroupId: groupId, name } })
      }
    >
      {isTimeGroup && timeGroup.data ? (
        <GroupTagsSection
          tags={loadable(tags)}
          chosen={timeGroup.data.tags.map((tag) => tag._id)}
          isSaving={updateGroup.isPending && updateGroup.variables?.body.tags !== undefined}
          onRetry={() => void tags.refetch()}
          onSave={(tagIds) => updateGroup.mutate({ body: { groupId, tags: tagIds } })}
        />
      ) : null}
      {goalTarget ? (
        <GoalsSection
          goals={loadable(ownGoals)}
          busy={busyGoals}
          onRetry={() => void goals.refetch()}
          onAdd={(goal) => createGoal.mutateAsync({ body: { ...goalTarget, ...goal } })}
          onUpdate={(goalId, goal) => updateGoal.mutateAsync({ body: { goalId, ...goal } })}
          onDelete={(goalId) => deleteGoal.mutateAsync({ params: { query: { goalId } } })}
        />
      ) : null}
    </GroupEditScreen>
  );
}
