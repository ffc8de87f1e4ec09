import { CONTRACT_PATH, loadSpecification, type Specification } from '../contract';

/**
 * The error envelope as JSON Schema: the contract's `ErrorEnvelope` with its references inlined,
 * so its `code` is one of the contract's `ErrorCode`s. Errors also come from paths outside the
 * contract (unknown /api paths), and from statuses an operation does not declare; they are
 * checked against this, so a code the contract does not declare fails the tests.
 */
export const errorEnvelopeSchema: object = componentSchema(loadSpecification(CONTRACT_PATH), 'ErrorEnvelope');

function componentSchema(spec: Specification, name: string): object {
  const schemas = (spec.components as { schemas?: Record<string, object> } | undefined)?.schemas ?? {};
  const schema = schemas[name];
  if (schema === undefined) throw new Error(`The contract has no ${name} schema`);
  return inlineReferences(schema, spec) as object;
}

/** Replaces local `#/components/schemas/X` references with the schemas they name. */
function inlineReferences(node: unknown, spec: Specification): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineReferences(item, spec));
  if (typeof node !== 'object' || node === null) return node;
  const reference = (node as { $ref?: unknown }).$ref;
  if (typeof reference === 'string') {
    const name = /^#\/components\/schemas\/([^/]+)$/.exec(reference)?.[1];
    if (name === undefined) throw new Error(`Unsupported reference in the error envelope: ${reference}`);
    return componentSchema(spec, name);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineReferences(value, spec)]));
}
