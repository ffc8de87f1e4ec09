import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The drink screens: one column that fits a 360 px phone. The stars and the servings stepper are
// touch-sized.

export { screen, header, heading, sectionHeading, muted, small, section, link, list, row, rowLink, name, rowActions as actions } from '../../components/page/page.css';

export { select, choice } from '../../components/edit/edit.css';

/** A drink's row in a list: its thumbnail beside its name and facts. */
export const drinkRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '1 1 12rem', minWidth: 0, minHeight: vars.size.touchTarget, color: 'inherit', textDecoration: 'none' });

globalStyle(`${drinkRow}:hover [data-name], ${drinkRow}:focus-visible [data-name]`, { textDecoration: 'underline' });

export const thumb = style({ flex: 'none', width: '4rem' });

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Fields side by side while they fit, under each other on a phone. */
export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${fieldRow} > *`, { flex: '1 1 9rem', minWidth: 0 });

export const textArea = style({
  width: '100%',
  minWidth: 0,
  minHeight: '6rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
});

export const fieldset = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: 600 });

/** A star of the rating: the radio is hidden behind its big star, which shows focus and choice. */
export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  fontSize: '1.75rem',
  lineHeight: 1,
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: { '&:has(input:focus-visible)': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const starOn = style([star, { color: vars.color.warningText }]);

/** The radio itself: still there for the keyboard and screen readers, drawn by its star. */
export const starInput = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

/** − box +: the buttons touch-sized, the box as wide as a number of servings needs. */
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const servingsInput = style({ width: '5rem', flex: '0 0 auto' });

export const photo = style({ maxWidth: '32rem' });

export const ingredientList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, overflowWrap: 'anywhere' });

export const amount = style({ fontWeight: 600 });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0, padding: 0, listStyle: 'none', overflowWrap: 'anywhere' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.full, border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const privateNote = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });
