import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const snippet = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const row = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', minWidth: 0 });

export const code = style({
  flex: 1,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // Long keys, URLs and lines wrap on a phone instead of widening the page; a script scrolls.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: 0,
  maxHeight: '20rem',
  overflowY: 'auto',
});
