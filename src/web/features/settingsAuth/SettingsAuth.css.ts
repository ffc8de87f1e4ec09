import { style } from '@vanilla-extract/css';
import { screen as pageScreen } from '../../components/page/page.css';
import { vars } from '../../theme/theme.css';

// The security settings: one column of sections that fits a 360 px phone.

export { section } from '../../components/page/page.css';

/** The page's column, narrower for forms. */
export const screen = style([pageScreen, { maxWidth: '40rem' }]);

export const pageHeading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0 });

export const qr = style({
  width: '12rem',
  height: '12rem',
  maxWidth: '100%',
  background: '#ffffff', // a QR code must stay dark on light to scan, in both themes
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
});

export const secret = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontWeight: 600,
});

export const codes = style({
  margin: 0,
  paddingInlineStart: vars.space.xl, // room for the marker "10."
  fontFamily: vars.font.mono,
  // Two columns where they fit; one on a phone, where a code would not fit half the width.
  columns: '12rem 2',
  columnGap: vars.space.lg,
});

export const sessionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sessionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sessionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const device = style({ fontWeight: 600 });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
