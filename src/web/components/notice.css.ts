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

/**
 * A small pill in the warning colours beside what it is about ("Not sent yet", outbox/NotSentMark):
 * kept on one line so it fits beside a name at phone width. Here, with the first screen's styles,
 * so the screens that show it add no stylesheet of their own.
 */
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
