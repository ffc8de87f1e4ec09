import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// /note/:id: one column that fits a 360 px phone; entries as cards with their tools below.

export const page = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.md, maxWidth: '48rem', marginInline: 'auto', width: '100%', minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const headingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', minWidth: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const link = style({ color: vars.color.accent, fontWeight: 600 });

export const titleFields = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'start' });

export const saveStatus = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget });

export const statusLines = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const statusText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** "Not sent yet": a small outlined mark, in the theme's colours (light and dark). */
export const statusPending = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'nowrap',
});

export const statusFailed = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText, fontWeight: 600 });

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
});

export const noticeText = style({ margin: 0, fontWeight: 600 });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const answers = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const textArea = style({
  width: '100%',
  minWidth: 0,
  minHeight: '5rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

export const entryTextArea = style([textArea, { minHeight: '10rem', fontFamily: vars.font.mono, fontSize: vars.fontSize.sm }]);

export const choiceGroup = style({ margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'grid', gap: vars.space.xs });

export const legend = style({ padding: 0, fontWeight: 600 });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });

// A radio drawn as a pill with its number or word; the radio stays for keyboard and screen readers.
export const choice = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:has(input:checked)': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const choiceInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const entries = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

export const entry = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const entryBody = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
});

export const chipLink = style({ color: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' });

export const chipRemove = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const disclosure = style({ minWidth: 0 });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontWeight: 600,
  listStyle: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&::-webkit-details-marker': { display: 'none' },
    // The open/closed arrow, silent for screen readers (the disclosure says its own state).
    '&::before': { content: '"▸" / ""', marginInlineEnd: vars.space.xs },
    'details[open] > &::before': { content: '"▾" / ""' },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const checkList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minHeight: vars.size.touchTarget, paddingInlineEnd: vars.space.sm, overflowWrap: 'anywhere' });

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs, minWidth: 0 });

export const grow = style({ flex: '1 1 10rem', minWidth: 0 });

export const archived = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const archivedTerm = style({ fontWeight: 600 });

globalStyle(`${archived} dd`, { margin: 0, marginBottom: vars.space.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const detailsForm = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' });

export const wide = style({ gridColumn: '1 / -1' });

export const select = style({
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
