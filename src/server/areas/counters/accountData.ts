import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { CountersTables } from './tables';

/** Counters' part of the export: groups, counters and every event (their history). */
export const countersAccountData = ({ db }: AreaDeps<CountersTables>) =>
  tablePart(db, [
    { table: 'counter_group', key: 'id' },
    { table: 'counter', key: 'id', refs: ['group_id'] },
    { table: 'counter_event', key: 'id', refs: ['counter_id'] },
  ]);
