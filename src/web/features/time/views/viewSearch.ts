// Kept light: the route table (and so this file) is in the first screen's code, so no date-fns here.
import { isIsoDate } from '../../../router/localDate';
import type { GraphBy } from './dates';

// The views' search parameters, checked when a URL arrives: anything unknown or malformed is
// dropped (the view then shows its default), never an error page.

export interface DaySearch {
  /** YYYY-MM-DD; today when absent. */
  date?: string;
}

export interface GraphSearch extends DaySearch {
  by?: GraphBy;
}

export interface CalculateSearch {
  from?: string;
  to?: string;
  /** The chosen groups' (or sub groups') ids; all when absent. */
  ids?: string[];
}

const day = (value: unknown) => (isIsoDate(value) ? value : undefined);
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function validateDaySearch(search: Record<string, unknown>): DaySearch {
  return defined({ date: day(search.date) });
}

export function validateGraphSearch(search: Record<string, unknown>): GraphSearch {
  return defined({ date: day(search.date), by: search.by === 'week' || search.by === 'day' ? search.by : undefined });
}

export function validateCalculateSearch(search: Record<string, unknown>): CalculateSearch {
  const ids = Array.isArray(search.ids) ? search.ids.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64) : undefined;
  return defined({ from: day(search.from), to: day(search.to), ids: ids?.slice(0, 200) });
}
