import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '40rem',
  padding: `${vars.space.lg} ${vars.space.md}`,
  lineHeight: vars.lineHeight.normal,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ margin: 0, color: vars.color.textMuted });

globalStyle(`${screen} a`, { color: vars.color.accent });

// Side by side while they fit; a 360 px phone wraps them.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
