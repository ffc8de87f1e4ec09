/** Characters no common file system takes in a name (Windows' set, which covers the others), and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Names Windows keeps for devices, with any extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const MAX_LENGTH = 100;

/**
 * A name as a file or folder name: forbidden characters become `-`, whitespace collapses, no
 * leading dot (hidden) or trailing dot or space (Windows drops them), at most 100 characters,
 * `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  let safe = name.replace(FORBIDDEN, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, MAX_LENGTH).replace(/[. ]+$/, '');
  if (RESERVED.test(safe)) safe = `${safe}-`;
  return safe === '' ? fallback : safe;
}

/** Hands out names unique ignoring case (as on macOS and Windows) within one folder: `Name`, `Name (2)`, ... */
export class UniqueNames {
  private readonly taken = new Set<string>();

  take(base: string, extension = ''): string {
    for (let count = 1; ; count += 1) {
      const name = count === 1 ? `${base}${extension}` : `${base} (${count})${extension}`;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}
