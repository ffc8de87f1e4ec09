import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';

/**
 * The load generator's HTTP: undici's pool over keep-alive connections, one per client, which costs
 * far less CPU per request than fetch (the generator shares the 2 cores with what it measures).
 */
export interface ApiAnswer {
  status: number;
  /** The envelope's `data` when asked for (writes need the new ids), else undefined. */
  data: unknown;
  /** The error code of a refused request (`error.code` of the envelope), when there is one. */
  code?: string;
}

export interface Caller {
  /** x-access-token */
  token?: string;
  /** X-Forwarded-For: the user's own address. */
  address: string;
}

export class ApiClient {
  private readonly pool: Pool;

  constructor(baseUrl: string, connections: number) {
    this.pool = new Pool(baseUrl, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  }

  /** Sends one request and reads its whole answer; the JSON is parsed only when `wantData` or on a refusal. */
  async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, caller: Caller, body?: unknown, wantData = false): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': caller.address };
    if (caller.token !== undefined) headers['x-access-token'] = caller.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // As the web app's outbox sends every change: exactly once, its answer kept with it.
    if (method !== 'GET') headers['idempotency-key'] = randomUUID();
    const response = await this.pool.request({ method, path: `/api${path}`, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    if (ok && !wantData) {
      await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      return { status: response.statusCode, data: undefined };
    }
    const text = await response.body.text();
    let envelope: { data?: unknown; error?: { code?: string } } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      // not JSON (a proxy's page, a crash): the status says enough
    }
    return { status: response.statusCode, data: envelope.data, ...(envelope.error?.code === undefined ? {} : { code: envelope.error.code }) };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
