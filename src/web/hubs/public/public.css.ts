import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export * from '../../components/page/page.css';

/** A drink's photo: as wide as the column, never taller than most of a phone's screen. */
export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '60vh',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 });

export const factName = style({ fontWeight: 600 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const ingredients = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Servings and measures: side by side, wrapping on a phone. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const servings = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const servingsInput = style({ width: '5rem' });

/** A drink collection's drinks as cards that lead to each drink further down the page. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.accent } },
});

export const cardImage = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.md });

/** The collection's table scrolls sideways inside the page on a phone, not the page itself. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  minWidth: '6rem',
});

export const longText = style({ whiteSpace: 'pre-wrap' });

export const thumb = style({ display: 'block', width: '4rem', height: '4rem', objectFit: 'cover', borderRadius: vars.radius.md });
