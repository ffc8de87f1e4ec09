import { globalStyle, style } from '@vanilla-extract/css';
import { list } from '../../components/page/page.css';
import { aboveFixedBars } from '../../theme/fixedBars';
import { vars } from '../../theme/theme.css';

// The shopping screens: one column that fits a 360 px phone. Shopping mode's rows are at least
// 48 px tall and one tap wide (issue 12: large touch targets, used with one hand in a shop).

/** Issue 12's touch target in shopping mode: 48 px, above the app's 44 px. */
const shoppingTarget = '3rem';

export { screen, header, heading, sectionHeading, muted, small, section, link, list, row, rowLink, name, rowActions as actions } from '../../components/page/page.css';

export const facts = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

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

// Shopping mode.

export const items = style([list, { gap: vars.space.xxs }]);

/** One item: the whole row is the checkbox's label, so a tap anywhere on it checks it off. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: shoppingTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  minWidth: 0,
  userSelect: 'none',
  selectors: { '&:has(input:focus-visible)': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const checkedItem = style([item, { background: vars.color.surface }]);

export const checkbox = style({ flex: 'none', width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.accent, cursor: 'pointer' });

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const itemName = style({ fontWeight: 600, fontSize: vars.fontSize.md });

globalStyle(`${checkedItem} ${itemName}`, { textDecoration: 'line-through', color: vars.color.textMuted, fontWeight: 400 });

export const itemDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The Undo line: stays in view at the bottom of the screen while it is offered, above the shell's bars. */
export const notice = style({
  position: 'sticky',
  ...aboveFixedBars(vars.space.md),
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoBackground,
  color: vars.color.infoText,
  boxShadow: vars.shadow.md,
  minWidth: 0,
});

export const noticeText = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const noticeButton = style({ color: vars.color.infoText, borderColor: vars.color.infoText, background: 'transparent' });

// Editing.

export const editRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-drop="true"]': { borderColor: vars.color.accent, boxShadow: `inset 0 3px 0 ${vars.color.accent}` },
  },
});

export const handle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
});

export const editText = style({ flex: '1 1 10rem', display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 100%', minWidth: 0 });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${fieldRow} > *`, { flex: '1 1 8rem' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const quickAdd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${quickAdd} > :first-child`, { flex: '1 1 12rem' });

/** Lined up with the field's input, under its label. */
export const quickAddButton = style({ flex: 'none', paddingTop: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + ${vars.space.xxs})` });

/** A checkbox with its words on one 44 px line (the panel's "take them off the list"). */
export const checkLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget, cursor: 'pointer', overflowWrap: 'anywhere' });
