import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const problem = style({ margin: 0, color: vars.color.dangerText, background: vars.color.dangerBackground, padding: vars.space.xs, borderRadius: vars.radius.md });
