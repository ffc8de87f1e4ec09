/**
 * How the texts are split for loading (docs/decisions.md, "Texts load per language and area").
 * The built app loads one language only, and of each area only what the shell may show on any
 * screen; the rest of an area's texts loads with its routes. The build splits the catalogue files
 * by this rule (scripts/messagesPlugin.ts); in tests, stories and `npm run dev` every part is the
 * whole file, which only loads more.
 */

/** What a catalogue file is imported as: its shell texts, or the texts its screens add. */
export type TextPart = 'shell' | 'screens';

/** The query a catalogue import carries to ask for one part (`messages.en.json?texts=shell`). */
export const textPartQuery = 'texts';

/**
 * Texts the shell may show whatever the route: every area's name and sidebar label
 * (`<area>.area.*`, which the sidebar, the bottom bar and the not-built screens show) and the
 * not-found screen's (it has no route of its own). The shared catalogue (i18n/en.json) is all shell.
 */
export function isShellText(id: string): boolean {
  const [area, kind] = id.split('.');
  return kind === 'area' || area === 'notFound';
}
