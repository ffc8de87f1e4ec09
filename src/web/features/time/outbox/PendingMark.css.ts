import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

/** A small tag beside what waits in the outbox; the warning pair keeps its contrast in both themes. */
export const mark = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
