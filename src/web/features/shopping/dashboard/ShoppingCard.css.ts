import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// Grid tracks as wide as the card, never as wide as a long item name (it wraps instead).
const column = 'minmax(0, 1fr)';

export const card = style({ display: 'grid', gridTemplateColumns: column, gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: column, gap: vars.space.xxs, minWidth: 0 });

export const item = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}`, overflowWrap: 'anywhere' });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: vars.color.accent, fontWeight: 600, justifySelf: 'start', display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget });
