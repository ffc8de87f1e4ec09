import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// A stored image and its picker: the image keeps its own shape within the width it is given, and a
// placeholder of the same place shows while it loads.

export const frame = style({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '6rem',
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const preview = style({ maxWidth: '20rem' });

export const inputs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, minWidth: 0 });

export const fileField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 12rem' });

export const fileInput = style({ maxWidth: '100%', minHeight: vars.size.touchTarget, color: vars.color.text });
