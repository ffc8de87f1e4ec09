import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
  margin: '0 auto',
  padding: vars.space.md,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const code = style({
  flex: 1,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // Long keys and URLs wrap on a phone instead of widening the page.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const danger = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerBackground,
  color: vars.color.dangerText,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
