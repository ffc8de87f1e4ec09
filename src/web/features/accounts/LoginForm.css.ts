import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const submit = style({ width: '100%' });

export const registerLink = style({ fontWeight: 600, color: vars.color.accent });

/** The app's name above the heading, as a brand line. */
export const appName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.accent, letterSpacing: '0.02em' });
