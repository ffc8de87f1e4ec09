import { lenientJson } from './lenientJson';
import { asList, hasType, isNode, type ResolveReference, type SchemaNode } from './schemaNode';

export interface JsonLdRecipes {
  recipes: SchemaNode[];
  /** Resolves `{"@id": ...}` references against every node of the page's JSON-LD. */
  resolve: ResolveReference;
}

/**
 * The schema.org Recipe nodes of the texts of every `<script type="application/ld+json">`, in page order: at
 * the top, in top-level arrays, in `@graph` (WordPress Yoast) and as a `mainEntity`. A block
 * that is not JSON even after the usual repairs (lenientJson.ts) is skipped: one broken block spoils nothing else.
 */
export function jsonLdRecipes(scripts: readonly string[]): JsonLdRecipes {
  return recipesInDocuments(scripts.map(lenientJson).filter((document) => document !== undefined));
}

/** The Recipe nodes of JSON documents already parsed (a page's scripts, or an imported file). */
export function recipesInDocuments(documents: readonly unknown[]): JsonLdRecipes {
  const byId = new Map<string, SchemaNode>();
  for (const document of documents) indexIds(document, byId, 0);
  const seen = new Set<SchemaNode>();
  const recipes = documents.flatMap((document) => findRecipes(document, byId, seen, 0));
  const resolve: ResolveReference = (value) => {
    if (isNode(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) return byId.get(value['@id']) ?? value;
    return value;
  };
  return { recipes: [...new Set(recipes)], resolve };
}

/** Nodes nested deeper than this are not indexed or searched (real pages nest a few levels). */
const MAX_DEPTH = 12;

function indexIds(value: unknown, byId: Map<string, SchemaNode>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const item of asList(value)) {
    if (!isNode(item)) continue;
    const id = item['@id'];
    if (typeof id === 'string' && Object.keys(item).length > 1 && !byId.has(id)) byId.set(id, item);
    for (const child of Object.values(item)) if (typeof child === 'object') indexIds(child, byId, depth + 1);
  }
}

/** Recipes at the top, in @graph or as mainEntity; each node is looked at once, even when referenced again and again. */
function findRecipes(value: unknown, byId: Map<string, SchemaNode>, seen: Set<SchemaNode>, depth: number): SchemaNode[] {
  if (depth > MAX_DEPTH) return [];
  return asList(value).flatMap((item) => {
    const node = isNode(item) && typeof item['@id'] === 'string' && Object.keys(item).length === 1 ? byId.get(item['@id']) : item;
    if (!isNode(node) || seen.has(node)) return [];
    seen.add(node);
    if (hasType(node, 'Recipe')) return [node];
    return [...findRecipes(node['@graph'], byId, seen, depth + 1), ...findRecipes(node.mainEntity, byId, seen, depth + 1)];
  });
}
