import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// The notes collection screens: one column of sections that fits a 360 px phone. Rows wrap their
// parts under each other when the width runs out; long names and answers wrap instead of
// widening the page.

export { screen, header, heading, sectionHeading, muted, small, section, link, list, row, rowLink, name } from '../../../components/page/page.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  verticalAlign: 'middle',
});

export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const answer = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  maxWidth: '100%',
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const pagerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

// Side by side when there is room, one under the other on a phone.
globalStyle(`${fieldRow} > *`, { flex: '1 1 12rem' });

/** A question's type and list choice: the checkbox lines up with the select beside it. */
export const questionControls = style([fieldRow, { alignItems: 'flex-end' }]);

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: 600, overflowWrap: 'anywhere' });

export const check = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const checkLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, cursor: 'pointer' });

export const checkInput = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  // Centred on the label's first line, inside a 44 px touch row.
  margin: `calc((${vars.size.touchTarget} - 1.25rem) / 2) 0`,
  accentColor: vars.color.accent,
});

export const checkText = style({ display: 'flex', alignItems: 'center', minHeight: vars.size.touchTarget, fontWeight: 600 });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.dangerText}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const danger = style({ background: vars.color.dangerBackground, color: vars.color.dangerText, borderColor: vars.color.dangerText });

export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontWeight: 600,
});
