import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// Grid tracks as wide as the card, never as wide as a long answer (cut with an ellipsis instead).
const column = 'minmax(0, 1fr)';

export const card = style({ display: 'grid', gridTemplateColumns: column, gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const part = style({ display: 'grid', gridTemplateColumns: column, gap: vars.space.xs, minWidth: 0 });

/** The journal button keeps its own width; long texts wrap inside it. */
export const writeButton = style({ justifySelf: 'start', maxWidth: '100%', textAlign: 'start' });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: column, gap: vars.space.xs, minWidth: 0 });

export const note = style({ display: 'grid', gridTemplateColumns: column, gap: vars.space.xxs, minWidth: 0 });

export const noteLink = style({ color: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const answers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const answer = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const link = style({ color: 'inherit', fontWeight: 600 });

export const more = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });
