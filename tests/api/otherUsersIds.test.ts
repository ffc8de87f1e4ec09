// Guard: every operation that takes an id (a path or query parameter, or a body field, whose
// schema is the contract's Id) is tried with another user's id and answers 404, and nothing
// changes: every table and the other user's own view of their data read the same before and
// after (DESIGN §2). The list of such operations is derived from the contract, so a new one fails
// here until it has an entry.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/contract/types';
import { listOperations, loadSpecification, type OperationInfo } from '../../src/server/contract';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PASSWORD, signUp, type SignedUp } from '../helpers/auth';
import { callOperation, type Answer } from './contractClient';

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

/** Two users: the attacker calls with the victim's ids. */
interface Users {
  attacker: SignedUp;
  victim: SignedUp;
}

/** For each id-taking operation: calls that put the victim's id where the operation takes one. */
const attempts: Partial<Record<OperationId, Array<(t: TestApp, users: Users) => Promise<Answer<OperationId>>>>> = {
  getUser: [({ app }, { attacker, victim }) => callOperation(app, 'getUser', { params: { id: victim._id }, token: attacker.access.token })],
  updateUser: [
    ({ app }, { attacker, victim }) =>
      callOperation(app, 'updateUser', { params: { id: victim._id }, body: { preferences: { theme: 'dark' } }, token: attacker.access.token }),
    ({ app }, { attacker, victim }) =>
      callOperation(app, 'updateUser', {
        params: { id: victim._id },
        body: { currentPassword: PASSWORD, newPassword: 'taken over at last' },
        token: attacker.access.token,
      }),
  ],
  revokeSessions: [
    ({ app }, { attacker, victim }) => callOperation(app, 'revokeSessions', { query: { sessionId: victim.userSessionId }, token: attacker.access.token }),
  ],
};

describe("another user's ids", () => {
  let t: TestApp;
  let users: Users;

  beforeAll(async () => {
    t = await createTestApp();
    const [attacker, victim] = await Promise.all([signUp(t.app, 'mallory'), signUp(t.app, 'victor')]);
    users = { attacker: attacker!, victim: victim! };
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every row of every table, and what the victim sees of their own data through the API. */
  async function everything() {
    const tables = (await t.database.db.introspection.getTables()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    const rows = Object.fromEntries(
      await Promise.all(
        tables.sort().map(async (name) => {
          const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.database.db);
          return [name, found.map((row) => JSON.stringify(row)).sort()] as const;
        }),
      ),
    );
    const { victim } = users;
    const ownView = await Promise.all([
      callOperation(t.app, 'getUser', { params: { id: victim._id }, token: victim.access.token }),
      callOperation(t.app, 'listSessions', { token: victim.access.token }),
    ]);
    return { tables: rows, ownView };
  }

  it('has attempts for exactly the operations whose contract takes an Id', () => {
    expect(Object.keys(attempts).sort()).toEqual(Object.keys(idTakingOperations).sort());
  });

  it.each(Object.entries(idTakingOperations))('%s (%j) answers 404 and changes nothing', async (operationId) => {
    const before = await everything();
    expect(before.tables.user).toHaveLength(2);
    for (const attempt of attempts[operationId as OperationId] ?? []) {
      const answer = await attempt(t, users);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toMatchObject({ status: false, error: { code: expect.stringMatching(/NOT_FOUND$/) } });
    }
    expect(await everything()).toEqual(before);
  });
});
