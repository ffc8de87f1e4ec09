import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const fields = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontWeight: 600 });

export const value = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const notes = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const brokenAlert = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerBackground,
  color: vars.color.dangerText,
  fontWeight: 600,
});
