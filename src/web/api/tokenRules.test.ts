// Proves the header rules agree with openapi.yaml: every operation that declares the access or
// extra token scheme gets that header, and every operation with `security: []` gets neither.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sendsAccessToken, sendsExtraToken } from './tokenRules';

type Security = Array<Record<string, string[]>>;
interface Contract {
  security?: Security;
  paths: Record<string, Record<string, { operationId?: string; security?: Security }>>;
}

const contract = parse(readFileSync(path.resolve(__dirname, '../../contract/openapi.json'), 'utf8')) as Contract;
const methods = ['get', 'put', 'post', 'delete', 'patch'];

const operations = Object.entries(contract.paths).flatMap(([schemaPath, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => {
      const schemes = (operation.security ?? contract.security ?? []).flatMap((requirement) => Object.keys(requirement));
      return { name: `${method.toUpperCase()} ${schemaPath}`, method, schemaPath, schemes };
    }),
);

describe('token rules against openapi.yaml', () => {
  it('finds operations to check', () => expect(operations.length).toBeGreaterThan(0));

  it.each(operations)('$name', ({ method, schemaPath, schemes }) => {
    expect(sendsAccessToken(schemaPath, method), 'x-access-token').toBe(schemes.includes('accessToken'));
    expect(sendsExtraToken(schemaPath), 'x-extra-token').toBe(schemes.includes('extraToken'));
  });
});
