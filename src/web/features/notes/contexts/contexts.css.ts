import { style } from '@vanilla-extract/css';
import { section } from '../../../components/page/page.css';
import { vars } from '../../../theme/theme.css';

// The contexts' screens: one column that fits a 360 px phone; rows wrap their buttons under the
// name when the width runs out; descriptions and names break anywhere rather than overflow.

export { screen, sectionHeading, section, row } from '../../../components/page/page.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Free text as the user wrote it: their line breaks kept. */
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const back = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.accent,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', minWidth: 0 });

export const textarea = style({ minHeight: '4.5rem', paddingBlock: vars.space.xs, resize: 'vertical', fontFamily: 'inherit', fontSize: 'inherit' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });

export const name = style({ fontWeight: 600, color: vars.color.accent, alignSelf: 'flex-start' });

/** The entries of one note on a context's page, under the note's title and date. */
export const noteGroup = style([section, { gap: vars.space.xs }]);

export const noteHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const noteLink = style({ color: vars.color.accent });

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const entry = style({
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
