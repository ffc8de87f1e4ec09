/**
 * Spec §3's command line parse result: a number is a position, bracketed text is a tag, a dash
 * token is an option, the rest are command words (spec §9).
 */
export interface ParsedCommand {
  /** The command words in the order typed (`tm`, `in`, `work`, `coding`). */
  commands: string[];
  /** The first dash token without its dashes (`-s` → `s`), or null. */
  option: string | null;
  /** The bracketed texts without their brackets, in order (`[deep work]` → `deep work`). */
  tags: string[];
  /** The first whole number (`psw cp 2` → 2), or null. */
  position: number | null;
}
