import type { IntlShape } from 'react-intl';
import { dayName, startOfIsoDay } from './dashboardDates';
import { dashboardDayMessages as d } from './screenMessages';

/** A day written out in the user's language ("Monday, November 23"), with its year when not `today`'s. */
export function writeDate(intl: IntlShape, date: string, today: string): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return intl.formatDate(startOfIsoDay(date), { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** The dashboard's heading for a day: "Today, Monday, November 23", or the date alone away from today. */
export function dayHeading(intl: IntlShape, date: string, today: string): string {
  const written = writeDate(intl, date, today);
  const name = dayName(date, today);
  if (name !== 'date') return intl.formatMessage(d[name], { date: written });
  // Swedish writes weekdays in lower case; a heading still starts with a capital.
  return written.charAt(0).toLocaleUpperCase(intl.locale) + written.slice(1);
}
