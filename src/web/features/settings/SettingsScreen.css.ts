import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The settings screens: one column of sections that fits a 360 px phone.

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '40rem',
  minWidth: 0,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });




export const linkList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const linkItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const linkPosition = style({ minWidth: '1.5rem', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const linkName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const navList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'underline',
});

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const success = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.successBackground,
  color: vars.color.successText,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});
