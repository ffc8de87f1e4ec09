import type { AccountDataManifest } from './manifest';
import { FORMAT_VERSION } from './manifest';
import { refusals } from './refusals';

/** An export as read, before its rows are checked: what an upgrade step rewrites. */
export interface ExportFile {
  manifest: AccountDataManifest;
  /** Each area document's items (`{ table, row }`), by area name. */
  documents: Map<string, unknown[]>;
}

/** Rewrites a file of format `from` into format `from + 1` (renamed columns, new tables...). */
export interface UpgradeStep {
  from: number;
  upgrade: (file: ExportFile) => ExportFile;
}

/**
 * Steps from each older format to the next. Version 1 is the first that shipped, so there is none
 * yet; the next format adds `{ from: 1, upgrade }` here (tests show the mechanism with a v0).
 */
export const UPGRADE_STEPS: readonly UpgradeStep[] = [];

/** The file in this server's format, step by step; a newer format is refused. */
export function upgradeToCurrent(file: ExportFile, steps: readonly UpgradeStep[], current = FORMAT_VERSION): { file: ExportFile; upgradedFrom: number | null } {
  const original = file.manifest.formatVersion;
  if (original > current) throw refusals.newerFormat(original, current);
  let upgraded = file;
  for (let version = original; version < current; version += 1) {
    const step = steps.find((candidate) => candidate.from === version);
    if (step === undefined) throw refusals.damaged(`export format ${version} is not one this server can upgrade`);
    upgraded = step.upgrade(upgraded);
    upgraded = { ...upgraded, manifest: { ...upgraded.manifest, formatVersion: version + 1 } };
  }
  return { file: upgraded, upgradedFrom: original === current ? null : original };
}
