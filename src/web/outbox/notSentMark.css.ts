import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A small pill in the warning colours (both themes), kept on one line so it fits beside a name at phone width. */
export const mark = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});
