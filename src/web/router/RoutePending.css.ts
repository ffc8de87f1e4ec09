import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** "Loading the page…" where the screen will be, aligned with a screen's own padding. */
export const loading = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });
