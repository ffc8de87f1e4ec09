import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// Grid tracks as wide as the card, never as wide as a long name (which wraps instead).
const column = 'minmax(0, 1fr)';

export const card = style({ display: 'grid', gridTemplateColumns: column, gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: column, gap: vars.space.sm, minWidth: 0 });

export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const progress = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const reached = style({ fontWeight: 600, color: vars.color.successText });

/** The bar repeats the words: its length, not its colour, shows how far. */
export const bar = style({ flex: '1 1 100%', height: '0.375rem', borderRadius: vars.radius.full, background: vars.color.border, overflow: 'hidden' });

export const barFill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.accent });

export const more = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const link = style({ color: 'inherit', fontWeight: 600 });
