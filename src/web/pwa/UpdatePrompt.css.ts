import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.accentSoft,
  color: vars.color.text,
});

export const text = style({ margin: 0 });
