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
 * not-found screen's (it has no route of its own). The shared catalogue (i18n/en.json) is shell but
 * for the areas' refusals (`isSharedShellText`).
 */
export function isShellText(id: string): boolean {
  const [area, kind] = id.split('.');
  return kind === 'area' || area === 'notFound';
}

/**
 * The shared catalogue's texts that only signed-in screens show: the areas' refusals
 * (`api.areaErrors.*`, api/errorMessages.ts), the photo picker's (components/image), the share links' (components/share) and those of
 * the signed-in shell's pieces (shell/signedInChrome.ts). They load with that shell
 * (`signedInTexts`, useSignedInChrome.ts), so a signed-out screen does not carry them.
 */
const signedInOnly = ['api.areaErrors.', 'components.image.', 'components.share.', 'shell.sidebar.', 'shell.bottomBar.', 'shell.userMenu.', 'shell.optionsMenu.'];

/** Whether a text of the shared catalogue is in the shell's part (else in the signed-in part). */
export function isSharedShellText(id: string): boolean {
  return !signedInOnly.some((prefix) => id.startsWith(prefix));
}

/** The name the shared catalogue's signed-in part loads under, as if it were an area's (texts.ts). */
export const signedInTexts = 'signedIn';
