import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// The vault's screens: one column of sections that fits a 360 px phone; rows wrap their buttons
// under the name when the width runs out; secrets in a monospace face so 0/O and l/1 differ.

export { screen, sectionHeading, section } from '../../components/page/page.css';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const sectionTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const rowLink = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  justifyContent: 'center',
  flex: '1 1 12rem',
  overflowWrap: 'anywhere',
  color: 'inherit',
});

export const name = style({ fontWeight: 600 });

export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const broken = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText, fontWeight: 600 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const secret = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const textarea = style({ minHeight: '6rem', paddingBlock: vars.space.xs, resize: 'vertical', fontFamily: 'inherit' });
