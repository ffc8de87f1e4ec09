import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { TimeTables } from './tables';

/** Time's part of the whole-account export: groups, sub groups, tags, stamps, goals and the kept totals. */
export const timeAccountData = ({ db }: AreaDeps<TimeTables>) =>
  tablePart(db, [
    { table: 'time_group', key: 'id' },
    { table: 'sub_group', key: 'id', refs: ['time_group_id'] },
    { table: 'time_tag', key: 'id' },
    { table: 'time_group_tag', refs: ['time_group_id', 'tag_id'], orderBy: ['time_group_id', 'tag_id'] },
    { table: 'time_stamp', key: 'id', refs: ['time_group_id', 'sub_group_id'], integers: ['duration_ms'] },
    { table: 'time_goal', key: 'id', refs: ['time_group_id', 'sub_group_id'], integers: ['target_ms'] },
    { table: 'time_group_total', refs: ['time_group_id'], integers: ['ended_ms'], orderBy: ['time_group_id'] },
  ]);
