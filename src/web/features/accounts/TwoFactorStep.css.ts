import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const codeInput = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.15em',
});

export const switchMode = style({ alignSelf: 'flex-start' });
