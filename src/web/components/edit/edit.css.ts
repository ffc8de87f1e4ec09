import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Inline editing in a list: a name form that wraps on a phone, and a confirmation in a row's place.

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0, width: '100%' });

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

// The field's label sits above the input; the buttons line up with the input.
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignSelf: 'flex-end' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const danger = style({
  background: vars.color.dangerBackground,
  color: vars.color.dangerText,
  borderColor: vars.color.dangerText,
});

// The choices of a panel that asks what becomes of a deleted list's contents.
export const choices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget, cursor: 'pointer', overflowWrap: 'anywhere', minWidth: 0 });

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
