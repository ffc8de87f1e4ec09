import type { IntlShape } from 'react-intl';
import { dayText } from '../../i18n/dateText';
import { dayName } from './dashboardDates';
import { dashboardDayMessages as d } from './screenMessages';

/** The dashboard's heading for a day: "Today, Nov 23, 2026", or the date alone away from today (i18n/dateText's one day format). */
export function dayHeading(intl: IntlShape, date: string, today: string): string {
  const written = dayText(intl, date);
  const name = dayName(date, today);
  return name === 'date' ? written : intl.formatMessage(d[name], { date: written });
}
