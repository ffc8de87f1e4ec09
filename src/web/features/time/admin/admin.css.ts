import { style } from '@vanilla-extract/css';
import { section } from '../../../components/page/page.css';
import { vars } from '../../../theme/theme.css';

// The time tracker's admin pages: one column of sections that fits a 360 px phone; rows wrap
// their buttons under the name when the width runs out.

export { screen, sectionHeading, section } from '../../../components/page/page.css';

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupItem = style([section, { gap: vars.space.xs }]);

export const subList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowName = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const name = style({ fontWeight: 600, color: 'inherit' });

export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const card = style({
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
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const cardTitle = style({ fontWeight: 600, color: vars.color.accent, textDecoration: 'underline' });

export const progressRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 14rem', minWidth: 0 });

export const progress = style({ width: '100%', height: '0.75rem', accentColor: vars.color.accent });

export const met = style({ fontWeight: 600, color: vars.color.successText });

export const notMet = style({ fontWeight: 600, color: vars.color.warningText });

export const checkboxes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const checkboxInput = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });

export const numberField = style({ width: '6rem' });

export const screenPart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

export const goalItem = style([row, { alignItems: 'flex-start', paddingBlock: vars.space.xs }]);

export const goalForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', minWidth: 0 });

/** The goal's fields in a row that wraps on a phone. */
export const goalFields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const back = style({ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touchTarget });
