import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The storage screens: one column that fits a 360 px phone, and a printable QR label.

export { screen, header, heading, sectionHeading, muted, section, link, list, row, rowLink, name, rowForm, rowActions as actions } from '../../components/page/page.css';

export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** "Expires in 3 days": the words say it; the colour only repeats it. */
export const expirySoon = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const expired = style([expirySoon, { background: vars.color.dangerBackground, color: vars.color.dangerText }]);

/** A row whose item expires soon or has expired: a bar at its start, beside the words. */
export const expiringRow = style({ boxShadow: `inset 4px 0 0 ${vars.color.warningText}`, paddingInlineStart: vars.space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 100%', minWidth: 0 });

export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${fieldRow} > *`, { flex: '1 1 8rem' });

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget, cursor: 'pointer' });

export const checkInput = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });

export const select = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

globalStyle(`${searchForm} > :first-child`, { flex: '1 1 12rem' });

export const missing = style({ flex: '1 1 100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

// The QR label. On screen it is a card under the page's header; printed it is all there is
// (issue 12: stuck on a freezer or a shelf, scanned with a phone to open its page).

/** Black on white in both themes: on screen it shows the label as it prints, on paper. */
export const label = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  color: '#000000',
  maxWidth: '16rem',
  textAlign: 'center',
  '@media': {
    print: { border: '1px solid #000000', borderRadius: 0 },
  },
});

export const labelQr = style({ display: 'block', width: '12rem', height: '12rem', maxWidth: '100%' });

export const labelName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' });

export const labelUrl = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

// Printing while a label shows prints only the label, on one page: whatever neither holds the
// label nor is part of it is left out, the label's ancestors are kept but hidden. The rule that
// shows the label starts with the same `body:has()` as those that hide the rest, so it outranks
// them (a plain `.label *` lost to `body:has(.label) *` and printed a blank page).
const whileLabelShows = `body:has(${label})`;
globalStyle(`${whileLabelShows} *:not(:has(${label})):not(${label}):not(${label} *)`, { '@media': { print: { display: 'none' } } });
globalStyle(`${whileLabelShows} *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${whileLabelShows} ${label}, ${whileLabelShows} ${label} *`, { '@media': { print: { visibility: 'visible' } } });

export const labelBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });
