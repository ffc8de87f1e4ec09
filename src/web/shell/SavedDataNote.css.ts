import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Quiet on purpose: a line of small muted text above the screen, not a banner that asks for action.
export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.xs} ${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
