import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { phoneBottomRoom } from '../../../theme/fixedBars';
import { vars } from '../../../theme/theme.css';

export const section = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const part = style({ display: 'grid', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowName = style({ flex: '1 1 10rem', minWidth: 0, display: 'grid' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const link = style({ color: 'inherit', fontWeight: 600 });

export const quickGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const quickButton = style({ width: '100%', justifyContent: 'space-between', textAlign: 'start' });

export const kbd = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
});

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });
export const totalValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.mono });

export const form = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' });

const dockButtonHeight = '3.5rem';
const dockGap = vars.space.xs;

/** Phones: the stamp button sits above the bottom bar, within a thumb's reach, large. */
export const dock = style({
  position: 'sticky',
  bottom: `calc(${phoneBottomRoom} + ${dockGap})`,
  zIndex: 1,
  display: 'grid',
  padding: vars.space.xs,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.wide]: { display: 'none' } },
});

export const dockButton = style({ minHeight: dockButtonHeight, width: '100%', fontSize: vars.fontSize.lg });

// Someone filling in the start form is not after the dock's shortcut: it steps aside (keeping its
// place, so nothing moves) and leaves the form's own button uncovered, the keyboard open or not.
globalStyle(`${form}:focus-within ~ ${dock}`, { visibility: 'hidden' });

// While the dock shows, whatever the page scrolls to (a focused field, the start form's button)
// stops above the dock and the bottom bar rather than under them.
globalStyle(`:root:has(${dock})`, {
  '@media': {
    [media.phone]: { scrollPaddingBottom: `calc(${phoneBottomRoom} + ${dockGap} + ${dockButtonHeight} + 2 * ${vars.space.xs} + 1px + ${vars.space.xs})` },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The shortcuts' on/off switch: the box beside its words, a comfortable target. */
export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2.75rem', cursor: 'pointer' });
