import type { Span } from '../../../../domain/timePeriods';
import type { TimeDb } from '../tables';
import { iso } from './numbers';

// Every function takes the user id and filters by it (DESIGN §3).

export interface ExportedStamp {
  group_id: string;
  group_name: string;
  sub_group_name: string;
  start_time: string;
  end_time: string | null;
}

/** The user's stamps starting inside `span`, earliest first, with their group's and sub group's names; at most `limit`. */
export function stampsStartingIn(db: TimeDb, userId: string, span: Span, limit: number): Promise<ExportedStamp[]> {
  return db
    .selectFrom('time_stamp')
    .innerJoin('sub_group', 'sub_group.id', 'time_stamp.sub_group_id')
    .innerJoin('time_group', 'time_group.id', 'time_stamp.time_group_id')
    .select(['time_group.id as group_id', 'time_group.name as group_name', 'sub_group.name as sub_group_name', 'time_stamp.start_time', 'time_stamp.end_time'])
    .where('time_stamp.user_id', '=', userId)
    .where('time_stamp.start_time', '>=', iso(span.start))
    .where('time_stamp.start_time', '<', iso(span.end))
    .orderBy('time_stamp.start_time')
    .orderBy('time_stamp.id')
    .limit(limit)
    .execute();
}
