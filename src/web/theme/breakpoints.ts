/**
 * Breakpoints are constants, not theme variables: CSS custom properties cannot be used inside
 * media queries. Spec §2's bottom bar is for phones; 640 px is where a phone ends.
 */
export const phoneMaxWidth = 640;

/** For vanilla-extract `@media` blocks. */
export const media = {
  phone: `screen and (max-width: ${phoneMaxWidth}px)`,
  wide: `screen and (min-width: ${phoneMaxWidth + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** For `matchMedia` in components whose behaviour (not just layout) differs on phones. */
export const phoneQuery = `(max-width: ${phoneMaxWidth}px)`;
