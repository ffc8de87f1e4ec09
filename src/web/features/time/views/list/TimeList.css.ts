import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css';

export const nameCell = style({ fontWeight: 'normal', minWidth: '6rem', width: '100%' });

export const name = style({ color: vars.color.text, fontWeight: 600, display: 'inline-block', paddingBlock: vars.space.xxs });

export const detail = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 'normal' });

export const previous = style({ color: vars.color.textMuted });

export const runningCell = style({});
