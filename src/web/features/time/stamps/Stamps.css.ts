import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.md, maxWidth: '48rem', marginInline: 'auto', width: '100%' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const form = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', alignItems: 'end' });
export const wide = style({ gridColumn: '1 / -1' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const error = style({ color: vars.color.dangerText, margin: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({ textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const link = style({ color: 'inherit', fontWeight: 600 });
export const bigButton = style({ minHeight: '3.5rem', fontSize: vars.fontSize.lg, width: '100%', maxWidth: '20rem' });
/** A date and a time side by side, one above the other on a narrow phone. */
export const dateTime = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});
