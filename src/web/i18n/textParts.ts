/**
 * How the texts are split for loading (docs/decisions.md, "Texts load per language and area").
 * The built app loads one language only, and of each area only what the shell may show on any
 * screen; the rest of an area's texts loads with its routes. The build splits the catalogue files
 * by this rule (scripts/messagesPlugin.ts); in tests, stories and `npm run dev` every part is the
 * whole file, which only loads more.
 */

/**
 * What a catalogue file is imported as: its shell texts, the texts that load with the signed-in
 * shell (`signedInOnly`), the unit names (shared, `unitTexts`), or the texts its screens add (an area's only).
 */
export type TextPart = 'shell' | 'signedIn' | 'units' | 'screens';

/** The query a catalogue import carries to ask for one part (`messages.en.json?texts=shell`). */
export const textPartQuery = 'texts';

/**
 * Texts the shell may show whatever the route: every area's name and sidebar label
 * (`<area>.area.*`, which the sidebar, the bottom bar and the not-built screens show) and the
 * not-found screen's (it has no route of its own). The shared catalogue (i18n/en.json) is shell but
 * for the signed-in texts (`sharedTextPart`).
 */
export function isShellText(id: string): boolean {
  const [area, kind] = id.split('.');
  return kind === 'area' || area === 'notFound';
}

/**
 * The texts that only signed-in screens show, whichever catalogue holds them: the refusals
 * (`api.areaErrors.*`: each area's in its errors.ts and catalogue, the shared ones in
 * api/errorMessages.ts; a screen may show another area's), the photo picker's (components/image),
 * the share links' (components/share) and those of the signed-in shell's pieces
 * (shell/signedInChrome.ts). They load with that shell (`signedInTexts`, useSignedInChrome.ts), so
 * a signed-out screen does not carry them, and a refusal is worded whatever area's texts are in.
 */
const signedInOnly = ['api.areaErrors.', 'shell.outbox.', 'components.image.', 'components.share.', 'shell.sidebar.', 'shell.bottomBar.', 'shell.userMenu.', 'shell.optionsMenu.', 'shell.savedDataNote.'];

/** An area's labels of its changes in the outbox list (`<area>.outbox.*`), which the signed-in shell shows. */
const isOutboxLabel = (id: string) => id.split('.')[1] === 'outbox';

const isSignedInText = (id: string) => isOutboxLabel(id) || signedInOnly.some((prefix) => id.startsWith(prefix));

/**
 * The names of the units (components/units): shared, but shown only by the screens that show
 * amounts (recipes, drinks, storage, shopping, the dashboard, the public drink pages, signed in or
 * not), so they load with those screens (`areaScreen`'s `alsoTexts`) and not with /login.
 */
const isUnitText = (id: string) => id.startsWith('components.units.');

/** The part of the shared catalogue (i18n/en.json) a text is in. */
export function sharedTextPart(id: string): TextPart {
  return isUnitText(id) ? 'units' : isSignedInText(id) ? 'signedIn' : 'shell';
}

/** The part of an area's catalogue (features/<area>/messages.en.json) a text is in. */
export function areaTextPart(id: string): TextPart {
  return isShellText(id) ? 'shell' : isSignedInText(id) ? 'signedIn' : 'screens';
}

/** The name the catalogues' signed-in parts load under, as if they were an area's (texts.ts). */
export const signedInTexts = 'signedIn';

/** The name the unit names load under, as if they were an area's (texts.ts). */
export const unitTexts = 'units';
