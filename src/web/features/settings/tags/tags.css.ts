import { style } from '@vanilla-extract/css';
import { screen as pageScreen } from '../../../components/page/page.css';
import { vars } from '../../../theme/theme.css';

// /settings/tags: one column that fits a 360 px phone; a row's buttons wrap under its title.

export { section } from '../../../components/page/page.css';

/** The page's column, narrower: a tag's row is short. */
export const screen = style([pageScreen, { maxWidth: '40rem' }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

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

export const title = style({ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
