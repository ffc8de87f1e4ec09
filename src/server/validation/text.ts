import { fieldName } from './messages';

/**
 * The first string inside a parsed request value (body or query) holding U+0000, by its path
 * (ajv's instancePath form), or undefined. PostgreSQL text cannot hold that character, so it is
 * refused for every area on both databases alike, before a handler could meet it.
 */
export function findNulText(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return visit.path;
    } else if (typeof visit.value === 'object' && visit.value !== null) {
      for (const [key, child] of Object.entries(visit.value)) stack.push({ value: child, path: `${visit.path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` });
    }
  }
  return undefined;
}

/** The refusal's words: the field that holds the character. */
export function nulTextMessage(path: string): string {
  const field = fieldName(path);
  return `${field === '' ? 'The value' : field} must not contain the character U+0000`;
}
