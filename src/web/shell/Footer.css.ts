import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.navbarHeight,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    // Wide screens: pinned to the bottom, so Settings and Sign out stay in reach on a long page.
    // (Phones have the bottom bar there; their footer ends the page.)
    [media.wide]: { position: 'sticky', bottom: 0, zIndex: vars.zIndex.navbar },
  },
});

export const spacer = style({ flex: 1 });

export const settingsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentSoft },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: 600 },
  },
});
