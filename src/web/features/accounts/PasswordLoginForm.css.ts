import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const title = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

export const submit = style({ width: '100%' });

export const setupLink = style({ alignSelf: 'flex-start', fontWeight: 600, color: vars.color.accent });
