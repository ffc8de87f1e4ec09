import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { vars } from '../theme/theme.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.bottomBar,
  display: 'flex',
  justifyContent: 'space-around',
  alignItems: 'center',
  minHeight: vars.size.bottomBarHeight,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': {
    // Spec §2: a phone's bar; wide screens have the sidebar within reach.
    [media.wide]: { display: 'none' },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});


export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accent },
  },
});
