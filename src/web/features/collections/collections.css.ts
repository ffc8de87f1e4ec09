import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The collections screens: one column that fits a 360 px phone; the items table scrolls sideways
// inside its own focusable region, and the grid's cards wrap.

export { screen, header, heading, sectionHeading, muted, small, section, link, list, row, rowLink, name, rowActions as actions, small as facts } from '../../components/page/page.css';

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${controls} > *`, { flex: '1 1 9rem', minWidth: 0 });

export const select = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const textarea = style([select, { minHeight: '6rem', padding: vars.space.xs, fontFamily: 'inherit', fontSize: 'inherit', resize: 'vertical' }]);

export const choice = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

/** A wide table's own scroll region, so the page itself never scrolls sideways on a phone. */
export const tableRegion = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});

export const table = style({ borderCollapse: 'collapse', minWidth: '100%', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  maxWidth: '18rem',
  overflowWrap: 'anywhere',
});

globalStyle(`${table} th`, { fontWeight: 600, whiteSpace: 'nowrap' });

export const thumb = style({ width: '3rem', height: '3rem', objectFit: 'cover', borderRadius: vars.radius.sm });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardImage = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm });

export const cardFacts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.sm}`, margin: 0, fontSize: vars.fontSize.sm });

/** A term and its value: grid cells of the list, wrapped for valid HTML. */
export const cardFact = style({ display: 'contents' });

globalStyle(`${cardFacts} dt`, { color: vars.color.textMuted });
globalStyle(`${cardFacts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

globalStyle(`${fieldRow} > :not(legend):not([data-actions])`, { flex: '1 1 10rem', minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
});

export const faults = style({ margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });
