import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({ display: 'inline-flex', alignItems: 'center' });

export const select = style({
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
});
