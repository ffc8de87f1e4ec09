import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  justifyContent: 'center',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-expanded="true"]': { background: vars.color.accentSoft, color: vars.color.accent },
  },
});

export const triggerText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '10rem',
});

const menuBase = style({
  position: 'absolute',
  zIndex: vars.zIndex.menu,
  minWidth: '12rem',
  // Never wider than a phone screen, whichever edge the menu is anchored to.
  maxWidth: 'calc(100vw - 1rem)',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const menu = styleVariants({
  'bottom-end': [menuBase, { top: '100%', right: 0, marginTop: vars.space.xxs }],
  'top-start': [menuBase, { bottom: '100%', left: 0, marginBottom: vars.space.xxs }],
  'top-end': [menuBase, { bottom: '100%', right: 0, marginBottom: vars.space.xxs }],
});

export const group = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '& + &, li + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xxs, paddingTop: vars.space.xxs } },
});

export const groupLabel = style({
  display: 'block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.accentSoft },
  },
});

export const check = style({ width: '1.25rem', flexShrink: 0, textAlign: 'center', color: vars.color.accent });
