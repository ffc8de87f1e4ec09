// Completion of one argument of the command line (a group name, a route, a password's name). It
// runs on every keystroke, so it makes one pass over the candidates and keeps no state.

export interface Completion {
  /** The candidates that fit what is typed, best first, at most `limit`. */
  suggestions: string[];
  /** The typed text after Tab, or null when Tab has nothing to add. */
  completed: string | null;
}

const lower = (text: string) => text.toLocaleLowerCase();

/** How many leading characters `a` and `b` share, ignoring case. */
function sharedLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && (a[i] === b[i] || lower(a[i]!) === lower(b[i]!))) i += 1;
  return i;
}

/**
 * `typed` is the text being completed (maybe several words, e.g. a group name with a space),
 * `candidates` what it may become. Matching ignores case and the leading spaces of `typed`:
 * candidates that start with it come first, then those that only contain it, each in the
 * candidates' order, and a candidate differing from an earlier one only in case is left out.
 *
 * `completed` is `typed` after Tab, its leading spaces kept (so replacing `typed` with it in the
 * line changes only the argument):
 * - one match (among all, not only the shown ones): that candidate and a space, so the next
 *   argument can be typed at once; this also replaces text that is only contained (`ork` → `work `);
 * - several: the longest common prefix of those that start with `typed`, in the case of the first
 *   of them, when it is longer than `typed` (`wo` with `work`, `workout` → `work`); else null;
 * - nothing typed: null, unless there is only one candidate, which Tab then fills in.
 */
export function completeText(typed: string, candidates: readonly string[], limit = 8): Completion {
  const lead = typed.slice(0, typed.length - typed.trimStart().length);
  const text = typed.slice(lead.length);
  const needle = lower(text);
  const seen = new Set<string>();
  const starting: string[] = [];
  const containing: string[] = [];
  for (const candidate of candidates) {
    const key = lower(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    if (key.startsWith(needle)) starting.push(candidate);
    else if (key.includes(needle)) containing.push(candidate);
  }
  const matches = starting.concat(containing);
  const suggestions = matches.slice(0, Math.max(0, limit));

  if (matches.length === 1) return { suggestions, completed: `${lead}${matches[0]!} ` };
  if (needle === '' || starting.length === 0) return { suggestions, completed: null };
  const first = starting[0]!;
  let prefix = first.length;
  for (const candidate of starting) prefix = Math.min(prefix, sharedLength(first, candidate));
  const common = first.slice(0, prefix);
  // Checked on the text, not its length: a few letters change length when lowered (`İ`).
  const addsText = common.length > text.length && lower(common).startsWith(needle);
  return { suggestions, completed: addsText ? `${lead}${common}` : null };
}

/**
 * What a greyed hint after the cursor shows: the part of `completed` after what is typed, when
 * Tab only adds to the typed text; '' when Tab adds nothing or replaces what is typed.
 */
export function hintOf(typed: string, completion: Completion): string {
  const { completed } = completion;
  if (completed === null || completed.length <= typed.length) return '';
  const head = completed.slice(0, typed.length);
  return lower(head) === lower(typed) ? completed.slice(typed.length) : '';
}
