import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: 600 });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const radioInput = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });
