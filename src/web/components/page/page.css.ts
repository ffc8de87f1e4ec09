import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The blocks every area's pages are made of: one column of sections that fits a 360 px phone.
// Rows wrap their parts under each other when the width runs out; long names wrap instead of
// widening the page.

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  maxWidth: '48rem',
  minWidth: 0,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere', minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  overflowWrap: 'anywhere',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', minWidth: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowLink = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});

// The row is the link; its name looks like one when pointed at or focused.
globalStyle(`${rowLink}:hover [data-name], ${rowLink}:focus-visible [data-name]`, { textDecoration: 'underline' });

export const name = style({ fontWeight: 600, color: vars.color.accent });

/** A row's buttons, beside its link (wrapping under it on a phone). */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** A row's inline form (rename, delete), across the whole row in place of its buttons. */
export const rowForm = style({ flex: '1 1 100%', minWidth: 0 });
