import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const groupCards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
});

export const groupCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.color.surface } },
});
