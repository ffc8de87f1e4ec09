import { media } from './breakpoints';
import { vars } from './theme.css';

// The room the shell's fixed bars take at the foot of the screen, for what sticks above them:
// the phone's bottom bar (3.5 rem and the home indicator's inset) and the wide screen's sticky
// footer (one 3.5 rem row). Plain values, not styles: each sticky thing adds its own gap.

/** The bottom bar on a phone (it is hidden on wide screens). */
export const phoneBottomRoom = `calc(${vars.size.bottomBarHeight} + env(safe-area-inset-bottom))`;

/** The signed-in footer, pinned to the bottom on wide screens. */
export const wideBottomRoom = vars.size.navbarHeight;

/**
 * `bottom` for a sticky bar that must stay clear of the shell's bars, `gap` above them, with the
 * z-index that keeps it over them (under the drawer's backdrop, menus and toasts).
 */
export function aboveFixedBars(gap: string) {
  return {
    bottom: `calc(${wideBottomRoom} + ${gap})`,
    zIndex: `calc(${vars.zIndex.bottomBar} + 1)`,
    '@media': { [media.phone]: { bottom: `calc(${phoneBottomRoom} + ${gap})` } },
  } as const;
}
