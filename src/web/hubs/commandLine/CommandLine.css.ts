import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const commandLine = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
});

export const logBox = style({ overflowY: 'auto', overflowWrap: 'anywhere' });

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logCompact = style({ maxHeight: '40vh' });

export const echo = style({ color: vars.color.textMuted, margin: 0 });

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const errorLine = style({ color: vars.color.dangerText, margin: 0 });

export const messageLine = style({ margin: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'baseline',
});

export const nested = style({ paddingInlineStart: vars.space.lg });

export const itemIndex = style({ color: vars.color.textMuted, textAlign: 'end' });

export const itemDetail = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const promptLabel = style({ color: vars.color.text, fontWeight: 600 });

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  paddingInline: vars.space.sm,
  minHeight: vars.size.touchTarget,
  selectors: { '&:focus-within': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const sigil = style({ color: vars.color.accent, fontWeight: 700 });

// The input and its hint share one box: the hint repeats what is typed (invisibly) and then
// shows, greyed, what Tab would add.
export const inputBox = style({ position: 'relative', flex: 1, minWidth: 0 });

const textMetrics = {
  font: 'inherit',
  letterSpacing: 'inherit',
  padding: `${vars.space.xs} 0`,
  margin: 0,
  border: 0,
  width: '100%',
} as const;

export const input = style({
  ...textMetrics,
  position: 'relative',
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  // 16 px keeps phones from zooming into the field.
  '@media': { [media.phone]: { fontSize: vars.fontSize.md } },
});

export const hint = style({
  ...textMetrics,
  position: 'absolute',
  inset: 0,
  whiteSpace: 'pre',
  overflow: 'hidden',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  '@media': { [media.phone]: { fontSize: vars.fontSize.md } },
});

export const hintTyped = style({ visibility: 'hidden' });

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const suggestion = style({
  font: 'inherit',
  minHeight: '2rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const keys = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body, fontSize: vars.fontSize.sm });

export const status = style({ margin: 0, color: vars.color.textMuted });

globalStyle(`${log} > li`, { display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
