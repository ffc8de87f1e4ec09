import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
});

export const text = style({ flex: '1 1 12rem', margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs });
