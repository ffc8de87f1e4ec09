// Guard: every operation that takes an id (a path or query parameter, or a body field, whose
// schema is the contract's Id) is tried with another user's id and answers 404, and nothing
// changes: every table and the other user's own view of their data read the same before and
// after (DESIGN §2). The list of such operations is derived from the contract, so a new one fails
// here until its area's tests/api/<area>/otherUsersIds.ts has an entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/contract/types';
import { listOperations, loadSpecification, type OperationInfo } from '../../src/server/contract';
import { tableSnapshot } from '../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { signUp } from '../helpers/auth';
import type { AreaOtherUsersIds, Attempt, Users } from './guardTables';

const ID_SCHEMA = '#/components/schemas/Id';
const spec = loadSpecification();

/** Where an operation takes an Id: `path id`, `query sessionId`, `body listId`, `body items[].id`... */
function idInputs(operation: OperationInfo): string[] {
  const parameters = (operation.operation.parameters ?? []) as Array<{ name: string; in: string; schema?: unknown }>;
  const fromParameters = parameters.filter((parameter) => refersToId(parameter.schema)).map((parameter) => `${parameter.in} ${parameter.name}`);
  const requestBody = operation.operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
  const bodySchema = requestBody?.content?.['application/json']?.schema;
  return [...fromParameters, ...idFields(bodySchema, '').map((field) => `body ${field}`)];
}

function refersToId(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { $ref?: unknown }).$ref === ID_SCHEMA;
}

/** Fields at any depth whose schema is the Id (following the contract's own references). */
function idFields(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as { $ref?: string; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
  if (node.$ref !== undefined) {
    if (node.$ref === ID_SCHEMA) return [at];
    const target = node.$ref.replace(/^#\//, '').split('/').reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], spec);
    return idFields(target, at, seen);
  }
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([name, property]) => idFields(property, at === '' ? name : `${at}.${name}`, seen)),
    ...idFields(node.items, `${at}[]`, seen),
    ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((part) => idFields(part, at, seen)),
  ];
}

const idTakingOperations = Object.fromEntries(
  listOperations(spec)
    .map((operation) => [operation.operationId, idInputs(operation)] as const)
    .filter(([, inputs]) => inputs.length > 0),
);

/**
 * Each area's row, from tests/api/<area>/otherUsersIds.ts (an area whose operations take no Id
 * needs none).
 */
const areaRows = Object.entries(import.meta.glob<AreaOtherUsersIds>('./*/otherUsersIds.ts', { eager: true, import: 'otherUsersIds' })).map(
  ([file, row]) => ({ area: file.split('/')[1]!, row }),
);
const attempts: Partial<Record<OperationId, Attempt[]>> = Object.assign({}, ...areaRows.map(({ row }) => row.attempts));

describe("another user's ids", () => {
  let t: TestApp;
  let users: Users;
  let latest: Awaited<ReturnType<typeof everything>> | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    const [attacker, victim] = await Promise.all([signUp(t.app, 'mallory'), signUp(t.app, 'victor')]);
    users = { attacker: attacker!, victim: victim! };
    for (const { row } of areaRows) await row.prepare?.(t, users);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Every row of every table but the attempt counters (`rate_limit`, keyed by address or purpose,
   * no one's data: a public read counts its address), and what the victim sees through the API.
   */
  async function everything() {
    const { rate_limit: _attemptCounts, ...rows } = await tableSnapshot(t.database.db);
    const ownViews = await Promise.all(areaRows.map(({ row: area }) => area.ownView(t, users.victim)));
    return { tables: rows, ownViews };
  }

  it('has attempts for exactly the operations whose contract takes an Id', () => {
    expect(Object.keys(attempts).sort()).toEqual(Object.keys(idTakingOperations).sort());
  });

  it.each(Object.entries(idTakingOperations))('%s (%j) answers 404 and changes nothing', async (operationId) => {
    // What one operation's check saw after is the next one's before (read once, not twice);
    // after a change it is read again, so one operation's fault is not blamed on the next.
    const before = (latest ??= await everything());
    latest = undefined;
    expect(before.tables.user).toHaveLength(2);
    for (const attempt of attempts[operationId as OperationId] ?? []) {
      const answer = await attempt(t, users);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toMatchObject({ status: false, error: { code: expect.stringMatching(/NOT_FOUND$/) } });
    }
    const after = await everything();
    expect(after).toEqual(before);
    latest = after;
  });
});
