import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const status = style({ margin: 0, fontWeight: 600, color: vars.color.text });
