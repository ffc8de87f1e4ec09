import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const progress = style({ width: '100%', height: '1rem', accentColor: vars.color.accent });

export const fileInput = style({ maxWidth: '100%', minHeight: vars.size.touchTarget, color: vars.color.text });

export const counts = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
