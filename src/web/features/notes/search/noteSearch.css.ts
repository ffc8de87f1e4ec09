import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

// The notes search: a field and the hits under it, each a card that is one link (its title), so
// the list reads short to a screen reader yet the whole card is a target on a phone.

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, selectors: { '&:empty': { display: 'none' } } });

const loadingNext = keyframes({ from: { transform: 'scaleX(0.1)' }, to: { transform: 'scaleX(1)' } });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // While the next hits load, a thin bar grows above the kept ones (dimming them would cost contrast).
  selectors: {
    '&::before': { content: '""', height: '3px', borderRadius: vars.radius.full, transformOrigin: 'left', visibility: 'hidden' },
    '&[aria-busy="true"]::before': { visibility: 'visible', background: vars.color.accent, animation: `${loadingNext} 800ms ease-in-out infinite alternate` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&[aria-busy="true"]::before': { animation: 'none' } } } },
});

export const result = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-within': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({
  fontWeight: 600,
  color: vars.color.accent,
  // The card's focus ring shows where the keyboard is; the link's own would be a second one.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

// The whole card opens the note.
globalStyle(`${title}::after`, { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const snippet = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const mark = style({
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
});
