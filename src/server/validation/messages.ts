import type { ErrorObject } from 'ajv';

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const PART_LABELS: Record<RequestPart, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Request headers',
};

/**
 * Turns an AJV error into a sentence that names the field, e.g. "username must be a string",
 * "Unknown field: foo", "name is required", "items[2].name must not be empty".
 */
export function describeValidationError(error: ErrorObject, part: RequestPart): string {
  const at = fieldName(error.instancePath);
  const field = at === '' ? PART_LABELS[part] : at;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${join(at, String(params.missingProperty))} is required`;
    case 'additionalProperties':
      return `Unknown field: ${join(at, String(params.additionalProperty))}`;
    case 'type':
      return `${field} must be ${describeTypes(params.type)}`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${String(params.limit)}`;
    case 'pattern':
      return `${field} has an invalid format`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    case 'minItems':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'uniqueItems':
      return `${field} must not contain duplicates`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** "/items/2/name" → "items[2].name"; JSON pointer escapes (~0, ~1) are undone. */
/** `/items/2/name` → `items[2].name`. */
export function fieldName(instancePath: string): string {
  if (instancePath === '') return '';
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : join(name, segment)), '');
}

function join(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}

const ARTICLES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function describeTypes(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((name: unknown) => ARTICLES[String(name)] ?? String(name)).join(' or ');
}
