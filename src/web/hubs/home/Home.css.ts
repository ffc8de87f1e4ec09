import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxWidth: '60rem',
  marginInline: 'auto',
  width: '100%',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
