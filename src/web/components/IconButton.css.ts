import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-pressed="true"], &[aria-expanded="true"]': { background: vars.color.accentSoft, color: vars.color.accent },
  },
});
