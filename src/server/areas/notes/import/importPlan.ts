import type { ZipEntry } from '../../../archives/readZip';
import { MAX_COLLECTION_NAME_LENGTH } from '../limits';
import { readMarkdownFile, type SkipReason } from './markdownFile';

export interface PlannedNote {
  path: string;
  name: string;
  effectiveDate: string;
  text: string;
  /** The collection's name (its folder path), or null at the top. */
  collection: string | null;
}

export interface ImportPlan {
  notes: PlannedNote[];
  skipped: Array<{ path: string; reason: SkipReason }>;
}

/** Dot files and folders (`.obsidian/`, `.DS_Store`) and macOS's `__MACOSX/` are an app's, not notes. */
export function isHidden(path: string): boolean {
  return path.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');
}

export function isMarkdown(path: string): boolean {
  return /\.(md|markdown)$/i.test(path);
}

/** The files worth unpacking: visible Markdown. */
export function isWanted(path: string): boolean {
  return isMarkdown(path) && !isHidden(path);
}

/**
 * The notes a zip's entries make, and what is skipped and why. One folder around everything (a
 * zipped vault, a folder chosen in the browser) is unwrapped; the folders under it name the
 * collections by their path (`Work / Projects`).
 */
export function planImport(entries: readonly ZipEntry[], zone: string, today: string): ImportPlan {
  const plan: ImportPlan = { notes: [], skipped: [] };
  const wrapper = commonFolder(entries.map((entry) => entry.path).filter((path) => !isHidden(path)));
  for (const entry of entries) {
    const skip = (reason: SkipReason) => plan.skipped.push({ path: entry.path, reason });
    if (isHidden(entry.path)) skip('hidden');
    else if (!isMarkdown(entry.path) || entry.bytes === undefined) skip('notMarkdown');
    else {
      const parts = entry.path.slice(wrapper.length).split('/');
      const fileName = parts.pop()!;
      const folders = parts.map((part) => part.trim()).filter((part) => part !== '');
      const collection = folders.length === 0 ? null : folders.join(' / ');
      const note = readMarkdownFile(fileName.replace(/\.(md|markdown)$/i, ''), entry.bytes, zone, today);
      if (typeof note === 'string') skip(note);
      else if (collection !== null && collection.length > MAX_COLLECTION_NAME_LENGTH) skip('folderNameTooLong');
      else plan.notes.push({ path: entry.path, ...note, collection });
    }
  }
  return plan;
}

/** `Vault/` when every path is under it (and some are deeper than it), else ''. */
function commonFolder(paths: readonly string[]): string {
  const first = paths[0]?.split('/');
  if (first === undefined || first.length < 2) return '';
  const folder = `${first[0]}/`;
  return paths.every((path) => path.startsWith(folder)) ? folder : '';
}
