import type { AccountDataManifest } from './manifest';
import { refusals } from './refusals';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** manifest.json as the contract's AccountDataManifest describes it, or the file is refused. */
export function checkManifest(text: string | undefined): AccountDataManifest {
  if (text === undefined) throw refusals.damaged('it holds no manifest.json (is it an export of this app?)');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refusals.damaged('manifest.json is not JSON');
  }
  if (!isRecord(value)) throw refusals.damaged('manifest.json is not an object');
  const { formatVersion, appVersion, exportedAt, counts, ...rest } = value;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw refusals.damaged(`manifest.json has an unknown field: ${unknown.slice(0, 100)}`);
  if (!Number.isSafeInteger(formatVersion) || (formatVersion as number) < 0) throw refusals.damaged('manifest.json formatVersion must be a whole number');
  if (typeof appVersion !== 'string' || appVersion.length > 100) throw refusals.damaged('manifest.json appVersion must be a short text');
  if (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt))) throw refusals.damaged('manifest.json exportedAt must be a time');
  if (!isRecord(counts) || !Object.values(counts).every((area) => isRecord(area) && Object.values(area).every(isCount))) {
    throw refusals.damaged('manifest.json counts must hold whole numbers per area and table');
  }
  return { formatVersion: formatVersion as number, appVersion, exportedAt, counts: counts as AccountDataManifest['counts'] };
}
