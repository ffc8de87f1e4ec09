import { parse } from 'yaml';

export type FrontMatter = { fields: Record<string, unknown>; body: string } | 'bad';

/** A block of YAML between `---` lines at the very start; `...` may close it too (Jekyll's style). */
const BLOCK = /^---[ \t]*\n([\s\S]*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|$)/;

/**
 * The front matter of a Markdown file (Joplin's `title`/`created`/`updated`, Obsidian's
 * properties) and the body after it. No block: no fields. A block that is not a YAML mapping is
 * 'bad'. Parsed with the core schema, so `2024-01-05 10:00` stays the text it is (read by dates.ts).
 */
export function splitFrontMatter(text: string): FrontMatter {
  const match = BLOCK.exec(text);
  if (match === null) return { fields: {}, body: text };
  let fields: unknown;
  try {
    fields = parse(match[1] ?? '', { schema: 'core', maxAliasCount: 20, uniqueKeys: false });
  } catch {
    return 'bad';
  }
  if (fields === null || fields === undefined) fields = {};
  if (typeof fields !== 'object' || Array.isArray(fields)) return 'bad';
  return { fields: fields as Record<string, unknown>, body: text.slice(match[0].length) };
}
