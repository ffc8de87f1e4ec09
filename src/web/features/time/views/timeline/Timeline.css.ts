import { style } from '@vanilla-extract/css';
import { media } from '../../../../theme/breakpoints';
import { vars } from '../../../../theme/theme.css';

const labelWidth = '9rem';

export const dayControls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'flex-end' });

export const timeline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const axis = style({
  position: 'relative',
  height: '1.5rem',
  marginLeft: labelWidth,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.phone]: { marginLeft: 0 } },
});

export const tick = style({ position: 'absolute', top: 0, whiteSpace: 'nowrap', transform: 'translateX(-50%)', selectors: { '&:first-child': { transform: 'none' }, '&:last-child': { transform: 'translateX(-100%)' } } });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${labelWidth} 1fr`,
  alignItems: 'center',
  gap: 0,
  minWidth: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const rowLabel = style({ paddingRight: vars.space.xs, overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });

export const groupName = style({ display: 'block', color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  height: vars.size.touchTarget,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  // Hour lines every three hours, drawn by the background so they cost no elements.
  backgroundImage: `repeating-linear-gradient(to right, ${vars.color.border} 0 1px, transparent 1px 12.5%)`,
});

export const bar = style({
  position: 'absolute',
  top: '4px',
  bottom: '4px',
  minWidth: '4px',
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover': { filter: 'brightness(1.15)' },
  },
});

export const running = style({
  background: `repeating-linear-gradient(45deg, ${vars.color.accent} 0 6px, ${vars.color.accentSoft} 6px 9px)`,
});

export const fromBefore = style({ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 });

export const intoAfter = style({ borderTopRightRadius: 0, borderBottomRightRadius: 0 });
