import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The recipe screens: one column that fits a 360 px phone. A recipe's steps are large enough to
// tick off with a floury finger.

export { screen, header, heading, sectionHeading, muted, small, section, link, list, row, rowLink, name, rowActions as actions } from '../../components/page/page.css';

export { select, choice, choices } from '../../components/edit/edit.css';

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0, padding: 0, listStyle: 'none' });

/** A recipe's row in a collection: its thumbnail beside its name. */
export const recipeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '1 1 12rem', minWidth: 0, minHeight: vars.size.touchTarget, color: 'inherit', textDecoration: 'none' });

globalStyle(`${recipeRow}:hover [data-name], ${recipeRow}:focus-visible [data-name]`, { textDecoration: 'underline' });

export const thumb = style({ flex: 'none', width: '4rem' });

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${fieldRow} > *`, { flex: '1 1 8rem' });

export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${inline} > :first-child`, { flex: '1 1 12rem' });

export const textArea = style({
  width: '100%',
  minWidth: 0,
  minHeight: '8rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
});

export const photo = style({ maxWidth: '40rem' });

export const ingredientList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, overflowWrap: 'anywhere' });

export const subheading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md, fontWeight: 700, listStyle: 'none', marginInlineStart: `calc(-1 * ${vars.space.lg})` });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A step: the whole row is its checkbox's label, so a tap anywhere ticks it. */
export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:has(input:focus-visible)': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const doneStep = style([step, { background: vars.color.surface, color: vars.color.textMuted }]);

globalStyle(`${doneStep} [data-step-text]`, { textDecoration: 'line-through' });

export const checkbox = style({ flex: 'none', width: '1.5rem', height: '1.5rem', margin: 0, marginTop: '0.1rem', accentColor: vars.color.accent, cursor: 'pointer' });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: 600 });

export const servings = style({ maxWidth: '10rem' });

export const status = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md, background: vars.color.infoBackground, color: vars.color.infoText, overflowWrap: 'anywhere', selectors: { '&:empty': { display: 'none' } } });

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
