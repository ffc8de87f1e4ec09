import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '60rem',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
