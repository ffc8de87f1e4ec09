// Helpers of the account export and restore tests: download, upload, and read an export's zip.
import type { FastifyInstance } from 'fastify';
import { unzipSync, zipSync } from 'fflate';
import type { SignedUp } from '../../helpers/auth';
import { callOperation, callOperationForBytes } from '../contractClient';

export async function download(app: FastifyInstance, user: SignedUp): Promise<Buffer> {
  const answer = await callOperationForBytes(app, 'exportAccountData', { token: user.access.token });
  if (answer.statusCode !== 200) throw new Error(`export answered ${answer.statusCode}: ${answer.bytes.toString()}`);
  return answer.bytes;
}

export const upload = (app: FastifyInstance, user: SignedUp, bytes: Uint8Array, id: 'previewAccountData' | 'restoreAccountData' = 'restoreAccountData') =>
  callOperation(app, id, { token: user.access.token, rawBody: { contentType: 'application/zip', bytes: Buffer.from(bytes) } });

export type Files = Record<string, Uint8Array>;

export const unzip = (bytes: Uint8Array): Files => unzipSync(bytes);
export const zip = (files: Files): Uint8Array => zipSync(files);
export const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');
export const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value)}\n`);

/** An area document as jsonArrayWriter writes it: one item per line. */
export const documentOf = (items: readonly unknown[]) => new TextEncoder().encode(`[${items.map((item) => `\n${JSON.stringify(item)}`).join(',')}\n]\n`);

export interface Item {
  table: string;
  row: Record<string, unknown>;
}

export const itemsOf = (files: Files, area: string): Item[] => JSON.parse(text(files[`${area}.json`])) as Item[];
