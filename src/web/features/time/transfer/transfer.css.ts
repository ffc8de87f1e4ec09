import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, fontWeight: 600 });

export const input = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 400,
  maxWidth: '100%',
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.xxs });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget });

/** The file field doubles as a drop zone. */
export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const dropping = style({ borderColor: vars.color.accent });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const problem = style({ margin: 0, color: vars.color.dangerText, fontWeight: 600, overflowWrap: 'anywhere' });

export const scroll = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

export const cell = style({ textAlign: 'start', padding: `${vars.space.xxs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });

export const badge = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
