import type { ValidateFunction } from 'ajv';
import { loadSpecification } from '../contract';
import { createAjv } from '../validation/ajv';

const pascal = (table: string) =>
  table
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const compiled = new Map<string, ValidateFunction>();
let schemas: Record<string, unknown> | undefined;

/** The contract's schema of a table's row in an export (`AccountData<Table>Row`), compiled once. */
export function rowValidator(table: string): ValidateFunction {
  let validate = compiled.get(table);
  if (validate === undefined) {
    schemas ??= ((loadSpecification().components as { schemas: Record<string, unknown> }).schemas);
    const schema = schemas[`AccountData${pascal(table)}Row`];
    if (schema === undefined) throw new Error(`The contract has no AccountData${pascal(table)}Row`);
    validate = createAjv({ coerceTypes: false, useDefaults: false }).compile(schema as object);
    compiled.set(table, validate);
  }
  return validate;
}

/** The columns a table's rows travel with: its row schema's properties (a file's path aside). */
export function rowColumns(table: string): string[] {
  const schema = rowValidator(table).schema as { properties: Record<string, unknown> };
  return Object.keys(schema.properties).filter((column) => column !== 'file');
}
