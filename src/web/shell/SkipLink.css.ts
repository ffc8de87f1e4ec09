import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Off screen until focused: the first Tab on every page reveals it.
export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
