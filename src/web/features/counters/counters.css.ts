import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The counters page: one column of groups, each a list of counters that fits a 360 px phone,
// with + and − big enough for a thumb.

export { screen, heading, sectionHeading, muted, small, section, list, row, name, rowActions as actions } from '../../components/page/page.css';

export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 });

export const counters = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** A counter: focusable itself, so the + and − keys count it. */
export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const counterTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const counterName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 8rem', minWidth: 0 });

export const tally = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const value = style({ minWidth: '3ch', textAlign: 'center', fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

/** + and −: 48 px squares for a thumb (larger than the 44 px touch minimum). */
export const countButton = style({ minWidth: '48px', minHeight: '48px', padding: 0, fontSize: vars.fontSize.xl, lineHeight: 1 });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const progressText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** The bar repeats the words: its length, not its colour, shows how far. */
export const bar = style({ height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });

export const barFill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });

export const reached = style({ fontWeight: 600, color: vars.color.successText });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${fieldRow} > *`, { flex: '1 1 8rem' });

export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const historyHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const chart = style({ width: '100%', height: '14rem', minWidth: 0, color: vars.color.textMuted });
