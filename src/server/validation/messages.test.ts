// Proves the wording of validation messages for shapes the fixture contract does not cover.
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { describeValidationError } from './messages';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): ErrorObject =>
  ({ keyword, instancePath, schemaPath: '#', params, ...(message === undefined ? {} : { message }) }) as ErrorObject;

describe('describeValidationError', () => {
  it.each([
    [error('required', '/address', { missingProperty: 'city' }), 'address.city is required'],
    [error('additionalProperties', '/items/0', { additionalProperty: 'x' }), 'Unknown field: items[0].x'],
    [error('type', '/when', { type: ['string', 'null'] }), 'when must be a string or null'],
    [error('const', '/status', { allowedValue: true }), 'status must be true'],
    [error('format', '/when', { format: 'date-time' }), 'when must be a valid date-time'],
    [error('minLength', '/name', { limit: 3 }), 'name must be at least 3 characters long'],
    [error('exclusiveMinimum', '/n', { limit: 0 }), 'n must be greater than 0'],
    [error('uniqueItems', '/tags', { i: 1, j: 0 }), 'tags must not contain duplicates'],
    [error('minItems', '', { limit: 1 }, 'must NOT have fewer than 1 items'), 'Request body must not be empty'],
    [error('oneOf', '/a~1b', {}, 'must match exactly one schema in oneOf'), 'a/b must match exactly one schema in oneOf'],
  ])('%#: %s', (ajvError, message) => {
    expect(describeValidationError(ajvError, 'body')).toBe(message);
  });

  it('names the request part for errors at its root', () => {
    expect(describeValidationError(error('type', '', { type: 'object' }), 'querystring')).toBe('Query string must be an object');
  });
});
