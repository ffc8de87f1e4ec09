import { style } from '@vanilla-extract/css';
import { select } from '../../components/form/form.css';
import { vars } from '../../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const stillOn = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontWeight: 600,
});

export const switchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touchTarget, fontWeight: 600 });

export const control = style([select, { minWidth: 0 }]);

export const day = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const dayName = style({ margin: 0, flex: '1 1 100%', fontSize: vars.fontSize.md, fontWeight: 600 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const problems = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerBackground,
  color: vars.color.dangerText,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
