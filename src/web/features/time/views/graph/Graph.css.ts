import { globalStyle, style } from '@vanilla-extract/css';
import { themeClassNames } from '../../../../theme/themeNames';
import { vars } from '../../../../theme/theme.css';

/**
 * The series colours, one set per theme: each has at least 3:1 contrast with its theme's
 * background (WCAG 1.4.11), and neighbours differ in hue. The table under the chart carries the
 * same numbers for anyone who cannot tell the colours apart.
 */
const light = ['#0b57d0', '#b3261e', '#1e7d32', '#8e24aa', '#a84e00', '#00796b', '#6d4c41', '#546e7a'];
const dark = ['#8ab4f8', '#f28b82', '#81c995', '#d7aefb', '#fcad70', '#78d9ec', '#e6c9a8', '#bdc1c6'];

const name = (index: number) => `--time-graph-${index}`;
export const seriesColors = light.map((_, index) => `var(${name(index)})`);

globalStyle(`:root, :root.${themeClassNames.light}`, { vars: Object.fromEntries(light.map((colour, i) => [name(i), colour])) });
globalStyle(`:root.${themeClassNames.dark}`, { vars: Object.fromEntries(dark.map((colour, i) => [name(i), colour])) });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, minWidth: 0 });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chart = style({ width: '100%', height: '20rem', minWidth: 0 });

export const change = style({ color: vars.color.textMuted });
