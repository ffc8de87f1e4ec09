import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints';
import { vars } from '../../../theme/theme.css';

// The time views: one column up to a comfortable width, controls that wrap on a 360 px phone.

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '64rem',
  minWidth: 0,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.phone]: { padding: `${vars.space.md} ${vars.space.sm}` } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const backLink = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: 600 },
    '&:hover': { color: vars.color.text },
  },
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const choice = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const choiceLegend = style({ width: '100%', padding: 0, marginBottom: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const choiceOption = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// The radio itself stays in the accessibility tree and takes the keyboard; the pill shows its state.
export const choiceInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const input = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerBackground,
  color: vars.color.dangerText,
});

export const alertText = style({ margin: 0, flex: '1 1 12rem', fontWeight: 600 });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const emptyText = style({ margin: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  verticalAlign: 'baseline',
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { padding: `${vars.space.xs} ${vars.space.xxs}`, fontSize: vars.fontSize.sm } },
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left', overflowWrap: 'anywhere', whiteSpace: 'normal' });
globalStyle(`${table} caption`, { textAlign: 'left', padding: `${vars.space.xs} 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${table} tfoot td, ${table} tfoot th`, { fontWeight: 600 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const scroll = style({ overflowX: 'auto', minWidth: 0 });
