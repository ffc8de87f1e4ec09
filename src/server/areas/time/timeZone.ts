import { isTimeZone } from '../../../domain/timePeriods';
import { refusals } from './refusals';

const UTC = 'UTC';

/** The zone a request counts days in: UTC when it names none, refused when it is no zone. */
export function zoneOf(timeZone: string | undefined): string {
  const zone = timeZone ?? UTC;
  if (!isTimeZone(zone)) throw refusals.invalidTimeZone();
  return zone;
}
