import type { IntlShape } from 'react-intl';
import { screenMessages as m } from './screenMessages';

/** A use or a limit in whole minutes: "2 h 30 min", "45 min". */
export function durationText(intl: IntlShape, ms: number): string {
  const total = Math.floor(ms / 60_000);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours === 0 ? intl.formatMessage(m.minutesOnly, { minutes }) : intl.formatMessage(m.duration, { hours, minutes });
}
