import { fieldName } from './messages';

/**
 * The deepest a request body may nest: far beyond any schema of the contract, far below what
 * recursion in JSON.stringify or a validator can take (thousands of levels overflow the stack).
 */
export const MAX_BODY_DEPTH = 64;

interface Visit {
  value: unknown;
  depth: number;
  key: string;
  parent: Visit | undefined;
}

/**
 * How deep a parsed JSON value nests (an object or array is one level, a scalar none), measured
 * without recursion so that no input can overflow the stack. Stops at the first container below
 * maxDepth and answers its path (ajv's instancePath form), or undefined when all is within it.
 */
export function findTooDeep(value: unknown, maxDepth: number): string | undefined {
  const stack: Visit[] = [{ value, depth: 1, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    if (visit.depth > maxDepth) return pathOf(visit);
    for (const [key, child] of Object.entries(visit.value)) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: visit.depth + 1, key, parent: visit });
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) keys.push(at.key);
  return keys
    .reverse()
    .map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

/** The field a too-deep body is named by: its first two levels, enough to say which value it is. */
export function tooDeepField(path: string): string {
  return fieldName(path.split('/').slice(0, 3).join('/'));
}
