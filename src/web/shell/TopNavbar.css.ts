import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const navbar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.navbar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.navbarHeight,
  paddingInline: vars.space.xs,
  paddingTop: 'env(safe-area-inset-top)',
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Only as wide as the name (empty header space is not a link home); the options menu is pushed
// to the far end by the margin instead.
export const brand = style({
  flex: '0 1 auto',
  marginInlineEnd: 'auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
