import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// Grid tracks as wide as the card, never as wide as a long name (which wraps instead).
const column = 'minmax(0, 1fr)';

export const card = style({ display: 'grid', gridTemplateColumns: column, gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: column, gap: vars.space.xs, minWidth: 0 });

export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, minWidth: 0 });

export const itemLink = style({ color: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** "Expires in 3 days": the words say it; the colour only repeats it. */
export const soon = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const expired = style([soon, { background: vars.color.dangerBackground, color: vars.color.dangerText }]);

export const more = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const link = style({ color: 'inherit', fontWeight: 600 });
