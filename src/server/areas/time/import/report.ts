import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Schemas } from '../../../../contract/types';
import type { ImportPlan } from './plan';
import type { ReadEntries, Skip } from './readEntries';

type Report = Schemas['TimeImportReport'];

/** The answer's lists are bounded (the contract's maxItems); the counts are whole. */
const MAX_LISTED_GROUPS = 500;
const MAX_LISTED_TAGS = 500;
const MAX_LISTED_SKIPS = 200;

/** What an import created (or would create) and skipped, for POST /time-import's answer. */
export function importReport(plan: ImportPlan, read: ReadEntries, dryRun: boolean, zone: string): Report {
  const skips: Skip[] = [...read.skips, ...plan.duplicates].sort((a, b) => a.row - b.row);
  const counted = (reason: Skip['reason']) => skips.filter((skip) => skip.reason === reason).length;
  return {
    dryRun,
    dateOrder: read.dateOrder,
    created: {
      groups: plan.groups.filter((group) => group.isNew).length,
      subGroups: plan.newSubGroups.length,
      tags: plan.newTags.length,
      stamps: plan.stamps.length,
    },
    groups: plan.groups.slice(0, MAX_LISTED_GROUPS).map((group) => ({
      name: group.name,
      new: group.isNew,
      newSubGroups: group.newSubGroups,
      stamps: group.stamps,
      durationMs: group.durationMs,
      tags: group.tags,
    })),
    ...daysOf(plan, zone),
    newTags: plan.newTags.slice(0, MAX_LISTED_TAGS).map((tag) => tag.title),
    skipped: { duplicate: counted('duplicate'), zeroLength: counted('zeroLength'), unreadableTime: counted('unreadableTime'), endBeforeStart: counted('endBeforeStart') },
    skippedRows: skips.slice(0, MAX_LISTED_SKIPS),
  };
}

/** The first and last local day a stamp starts on, so the screen can open the imported time. */
function daysOf(plan: ImportPlan, zone: string): Pick<Report, 'days'> {
  if (plan.stamps.length === 0) return {};
  let first = Infinity;
  let last = -Infinity;
  for (const stamp of plan.stamps) {
    first = Math.min(first, stamp.start);
    last = Math.max(last, stamp.start);
  }
  const day = (ms: number) => format(new TZDate(ms, zone), 'yyyy-MM-dd');
  return { days: { from: day(first), to: day(last) } };
}
