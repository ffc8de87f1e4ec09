import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
});

export const period = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const periodName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const periodValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const goals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const goal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const goalLine = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs });

export const goalBar = style({ width: '100%', height: '0.75rem', accentColor: vars.color.accent });

export const met = style({ color: vars.color.successText, background: vars.color.successBackground, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.full });

export const notMet = style({ color: vars.color.textMuted });
