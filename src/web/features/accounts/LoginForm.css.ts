import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const submit = style({ width: '100%' });

export const registerLink = style({ fontWeight: 600, color: vars.color.accent });
