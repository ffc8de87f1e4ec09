import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { HomeSectionContext } from '../../../areaDefinition';
import { useApi } from '../../../api/useApi';
import { localDate, shallowTimeGroupsQuery, subGroupsQuery } from '../queries';
import { groupMessages } from '../views/messages';
import { allGoalsQuery } from '../views/viewQueries';
import { goalNamer } from './goalNames';
import { GoalRows } from './GoalRows';

export interface AllGoalsProps {
  /** The day whose periods the progress is for (YYYY-MM-DD); today by default. */
  date?: string;
  /** The heading's level where the list sits (a page's section: 2; a part of a section: 3). */
  level: 2 | 3;
  className?: string;
  headingClassName?: string;
}

/**
 * Every goal's progress (GET /goal), named by its group or sub group, under a "Goals" heading;
 * nothing at all while there are none (or they cannot be read: the page has its own business).
 */
export function AllGoals({ date, level, className, headingClassName }: AllGoalsProps) {
  const intl = useIntl();
  const api = useApi();
  const headingId = useId();
  const goals = useQuery(allGoalsQuery(api, date ?? localDate()));
  const groups = useQuery(shallowTimeGroupsQuery(api));
  const subGroups = useQuery(subGroupsQuery(api));
  if (!goals.data?.length || !groups.data) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {intl.formatMessage(groupMessages.goals)}
      </Heading>
      <GoalRows goals={goals.data} nameOf={goalNamer(groups.data, subGroups.data ?? [])} />
    </section>
  );
}

/** Fetches what AllGoals reads, for a loader or Home to have it first; a failure leaves the list out. */
export async function loadAllGoals({ queryClient, api }: HomeSectionContext, date = localDate()): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(allGoalsQuery(api, date)),
    queryClient.ensureQueryData(shallowTimeGroupsQuery(api)),
    queryClient.ensureQueryData(subGroupsQuery(api)),
  ]).catch(() => undefined);
}
