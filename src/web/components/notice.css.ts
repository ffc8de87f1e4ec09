import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A one-line notice above a screen's content (offline, a new version): wraps on a phone. Colours are the caller's. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
});
