import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type { ValidateFunction } from 'ajv';

/**
 * An AJV for OpenAPI 3.1 schemas (JSON Schema 2020-12). Strict, so a typo in the contract fails
 * at start instead of silently validating nothing; the OpenAPI-only annotation keywords are
 * declared so strict mode accepts them.
 * - removeAdditional is off: an unknown field is a 400 ("Unknown field: x"), never dropped.
 * - addUsedSchema is off: openapi-glue gives recursive schemas the same $id, and each route's
 *   schema is compiled on its own.
 */
export function createAjv(options: AjvOptions): Ajv2020 {
  // One instance per option set for the whole process: setting up an AJV (meta-schemas, formats)
  // costs tens of ms, which every app build (one per test file) would otherwise pay again.
  const key = `${String(options.coerceTypes)}/${String(options.useDefaults)}`;
  let ajv = instances.get(key);
  if (ajv === undefined) {
    ajv = newAjv(options);
    instances.set(key, ajv);
  }
  return ajv;
}

interface AjvOptions {
  coerceTypes: boolean | 'array';
  useDefaults: boolean;
}

const instances = new Map<string, Ajv2020>();

function newAjv(options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    allErrors: false,
    removeAdditional: false,
    addUsedSchema: false,
    coerceTypes: options.coerceTypes,
    useDefaults: options.useDefaults,
  });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  return ajv;
}
