import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const region = style({
  position: 'fixed',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.sm})`,
  // The empty region must not block clicks on what is under it.
  pointerEvents: 'none',
});

const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  fontWeight: 500,
});

export const toast = styleVariants({
  info: [toastBase, { background: vars.color.infoBackground, color: vars.color.infoText }],
  success: [toastBase, { background: vars.color.successBackground, color: vars.color.successText }],
  warning: [toastBase, { background: vars.color.warningBackground, color: vars.color.warningText }],
  error: [toastBase, { background: vars.color.dangerBackground, color: vars.color.dangerText }],
});

export const message = style({ flex: 1, minWidth: 0 });
