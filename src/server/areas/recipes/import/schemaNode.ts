/** A schema.org object as JSON-LD gives it (or as microdata is read into the same shape). */
export type SchemaNode = Record<string, unknown>;

/** Answers the full node for an `{"@id": ...}` reference, or the value itself. */
export type ResolveReference = (value: unknown) => unknown;

export const noReferences: ResolveReference = (value) => value;

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lists in lists deeper than this are no schema.org shape, only a way to exhaust the stack. */
const MAX_LIST_DEPTH = 4;

/** A property's values as a flat list: absent is none, one value is a list of one. */
export function asList(value: unknown, depth = 0): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [value];
  return depth >= MAX_LIST_DEPTH ? [] : value.flatMap((item: unknown) => asList(item, depth + 1));
}

/** Whether `@type` names the type, also in a list (["Recipe", "NewsArticle"]) or as a full IRI. */
export function hasType(node: SchemaNode, type: string): boolean {
  return asList(node['@type']).some((name) => typeof name === 'string' && localName(name).toLowerCase() === type.toLowerCase());
}

/** `http://schema.org/Recipe`, `schema:Recipe` and `Recipe` are all "Recipe". */
export function localName(iri: string): string {
  return iri.trim().split(/[/#:]/).pop() ?? '';
}
