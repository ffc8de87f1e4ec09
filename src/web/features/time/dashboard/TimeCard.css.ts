import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const card = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const headingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const total = style({ margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });

export const totalValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums' });

export const part = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  minWidth: 0,
});

export const name = style({ color: 'inherit', fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 });

export const duration = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A group's share of the day, drawn under its name; the numbers say it too. */
export const bar = style({
  gridColumn: '1 / -1',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({ display: 'block', height: '100%', background: vars.color.accent, borderRadius: vars.radius.full });

export const details = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, minWidth: 0 });

export const mutedLink = style({ color: 'inherit', overflowWrap: 'anywhere' });

export const more = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });
