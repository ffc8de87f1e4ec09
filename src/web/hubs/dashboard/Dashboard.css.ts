import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxWidth: '60rem',
  marginInline: 'auto',
  width: '100%',
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const days = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** The day links look like the app's buttons (they are links: each day has its URL). */
export const dayLink = style({ textDecoration: 'none' });

export const picker = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600 });

export const dateInput = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  minWidth: 0,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({ color: 'inherit', fontWeight: 600 });

export const allBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoBackground,
  color: vars.color.infoText,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Each area's card sits in the same frame; the card draws what is inside. */
export const card = style({
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const state = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const stateHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stateText = style({ margin: 0 });

export const addLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
