import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Quiet like the saved-data note while changes only wait; the warning colours once one needs the user.
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.xs} ${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const attentionCount = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
});

export const panel = style({
  margin: `${vars.space.xs} ${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const subheading = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const change = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const refused = style([change, { borderLeft: `4px solid ${vars.color.warningText}` }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
