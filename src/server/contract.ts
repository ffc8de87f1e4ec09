import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The contract the server implements: openapi.yaml with every contract/<area>.yaml, bundled into
 * one document by `npm run gen:api` (npm test fails when it is stale).
 */
export const CONTRACT_PATH = fileURLToPath(new URL('../contract/openapi.json', import.meta.url));

export type Specification = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** The operation's object as written in the contract. */
  operation: Record<string, unknown>;
}

/**
 * Reads a YAML (or JSON) OpenAPI document with no references to other files. The bundle is JSON,
 * read with JSON.parse: under 1 ms where the YAML parser takes over 100 ms, twice at every start.
 * The YAML parser (9 MB resident) is loaded only for a YAML file, which the running server never reads.
 */
export function loadSpecification(file: string = CONTRACT_PATH): Specification {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return JSON.parse(text) as Specification;
  const { parse } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  return parse(text) as Specification;
}

/** Every operation of the contract, in document order. */
export function listOperations(spec: Specification): OperationInfo[] {
  const paths = (spec.paths ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => typeof item[method] === 'object').map((method) => {
      const operation = item[method] as Record<string, unknown>;
      return { operationId: String(operation.operationId), method, path, operation };
    }),
  );
}

/**
 * Whether anyone may call the operation: its own `security` (or the document's) lists no
 * requirement, or an empty one (`{}` makes a token optional).
 */
export function isOpenOperation(spec: Specification, operation: OperationInfo): boolean {
  const security = (operation.operation.security ?? spec.security ?? []) as Array<Record<string, unknown>>;
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
}
