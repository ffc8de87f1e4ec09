import { newId } from '../ids';
import { checkManifest } from './checkManifest';
import { upgradeToCurrent, type UpgradeStep } from './formatVersions';
import type { AccountDataManifest } from './manifest';
import { refusals } from './refusals';
import { rowValidator } from './rowSchemas';
import type { NamedAccountDataPart, Row } from './types';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { readZip, type ZipLimits } from './zipImport';

/** An export read, upgraded and checked: what a preview shows and a restore writes. */
export interface CheckedFile {
  manifest: AccountDataManifest;
  upgradedFrom: number | null;
  /** Rows by area, then table. */
  rows: Map<string, Map<string, Row[]>>;
  files: Map<string, Uint8Array>;
  counts: Record<string, Record<string, number>>;
  total: number;
  /** A new id for every row id of the file (the same server may hold the original account). */
  ids: Map<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the zip and checks everything a restore relies on, before anything is written. */
export async function checkFile(bytes: Uint8Array, parts: readonly NamedAccountDataPart[], limits: ZipLimits, steps: readonly UpgradeStep[]): Promise<CheckedFile> {
  const contents = await readZip(bytes, limits);
  const read = { manifest: checkManifest(contents.manifest), documents: contents.documents };
  const { file, upgradedFrom } = upgradeToCurrent(read, steps);
  const known = new Set(parts.map((part) => part.area));
  for (const area of file.documents.keys()) if (!known.has(area)) throw refusals.damaged(`it holds ${area}.json, an area this server does not have`);
  const rows = new Map<string, Map<string, Row[]>>();
  const counts: Record<string, Record<string, number>> = {};
  let total = 0;
  for (const part of parts) {
    const tables = await checkDocument(part, file.documents.get(part.area) ?? []);
    rows.set(part.area, tables);
    counts[part.area] = Object.fromEntries(part.tables.map((spec) => [spec.table, tables.get(spec.table)?.length ?? 0]));
    // The manifest's counts are read a moment before the rows (the app stays usable during a
    // download), so they may differ a little; a document missing altogether is a cut-short file.
    const stated = Object.values(file.manifest.counts[part.area] ?? {}).reduce((sum, count) => sum + count, 0);
    if (stated > 0 && !file.documents.has(part.area)) throw refusals.damaged(`manifest.json counts rows of ${part.area}, but the zip holds no ${part.area}.json (was the file cut short?)`);
    total += Object.values(counts[part.area] ?? {}).reduce((sum, count) => sum + count, 0);
  }
  const ids = assignIds(parts, rows);
  checkReferences(parts, rows, ids, contents.files);
  return { manifest: file.manifest, upgradedFrom, rows, files: contents.files, counts, total, ids };
}

async function checkDocument(part: NamedAccountDataPart, items: readonly unknown[]): Promise<Map<string, Row[]>> {
  const tables = new Map<string, Row[]>(part.tables.map((spec) => [spec.table, []]));
  for (const [index, item] of items.entries()) {
    const where = `${part.area}.json row ${index + 1}`;
    if (!isRecord(item) || typeof item.table !== 'string' || !isRecord(item.row) || Object.keys(item).length !== 2) {
      throw refusals.damaged(`${where} is not { "table", "row" }`);
    }
    const list = tables.get(item.table);
    if (list === undefined) throw refusals.damaged(`${where} is of a table ${part.area} does not have: ${item.table.slice(0, 100)}`);
    const validate = rowValidator(item.table);
    if (!validate(item.row)) {
      const error = validate.errors?.[0];
      throw refusals.damaged(`${where} (${item.table}): ${error?.instancePath.slice(1) || 'the row'} ${error?.message ?? 'is not valid'}`);
    }
    list.push(item.row);
    if (index % 2000 === 1999) await yieldToLoop();
  }
  return tables;
}

function assignIds(parts: readonly NamedAccountDataPart[], rows: Map<string, Map<string, Row[]>>): Map<string, string> {
  const ids = new Map<string, string>();
  for (const part of parts) {
    for (const spec of part.tables) {
      if (spec.key === undefined || spec.exportOnly) continue;
      for (const row of rows.get(part.area)?.get(spec.table) ?? []) {
        const old = String(row[spec.key]);
        if (ids.has(old)) throw refusals.damaged(`the id ${old.slice(0, 100)} is in the file twice`);
        ids.set(old, spec.keepIds ? old : newId());
      }
    }
  }
  return ids;
}

function checkReferences(parts: readonly NamedAccountDataPart[], rows: Map<string, Map<string, Row[]>>, ids: Map<string, string>, files: Map<string, Uint8Array>): void {
  for (const part of parts) {
    for (const spec of part.tables) {
      if (spec.exportOnly) continue;
      for (const [index, row] of (rows.get(part.area)?.get(spec.table) ?? []).entries()) {
        for (const column of spec.refs ?? []) {
          const value = row[column];
          if (value !== null && value !== undefined && !ids.has(String(value))) {
            throw refusals.damaged(`${spec.table} row ${index + 1}: ${column} names a row the file does not hold`);
          }
        }
        if (spec.file !== undefined && !files.has(String(row.file))) {
          throw refusals.damaged(`${spec.table} row ${index + 1} names the file ${String(row.file).slice(0, 200)}, which the zip does not hold`);
        }
      }
    }
  }
}
