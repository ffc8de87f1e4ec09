import { UPGRADE_STEPS, type UpgradeStep } from '../../accountData/formatVersions';
import type { ZipLimits } from '../../accountData/zipImport';

/** The tunables of the whole-account export and restore; tests lower the limits and add a v0 upgrade. */
export interface AccountDataSettings {
  now: () => Date;
  limits: ZipLimits;
  upgrades: readonly UpgradeStep[];
}

/**
 * Limits far above any real account (100,000 stamps export to about 30 MB unpacked) and low
 * enough that a hostile file cannot fill the memory: 2 GiB unpacked, 200,000 files, 5 million rows.
 */
export const ACCOUNT_DATA_LIMITS: ZipLimits = {
  maxInflatedBytes: 2 * 1024 ** 3,
  maxFiles: 200_000,
  maxRows: 5_000_000,
  maxLineBytes: 16 * 1024 ** 2,
};

export function accountDataSettings(overrides: Partial<AccountDataSettings> = {}): AccountDataSettings {
  return { now: () => new Date(), limits: ACCOUNT_DATA_LIMITS, upgrades: UPGRADE_STEPS, ...overrides };
}
