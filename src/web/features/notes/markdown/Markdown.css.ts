import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

export const markdown = style({
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
});

globalStyle(`${markdown} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${markdown} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${markdown} a`, { color: vars.color.accent });
globalStyle(`${markdown} code`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  background: vars.color.accentSoft,
  borderRadius: vars.radius.sm,
  paddingInline: '0.2em',
});
globalStyle(`${markdown} pre`, {
  overflowX: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});
globalStyle(`${markdown} pre code`, { background: 'transparent', padding: 0 });
globalStyle(`${markdown} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${markdown} img`, { maxWidth: '100%' });
globalStyle(`${markdown} th, ${markdown} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'start',
});

export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
});

globalStyle(`${tableScroll} table`, { borderCollapse: 'collapse' });
