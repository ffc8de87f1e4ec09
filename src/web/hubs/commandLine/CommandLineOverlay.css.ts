import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/theme.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.menu,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingTop: '12vh',
  background: vars.color.backdrop,
  '@media': { [media.phone]: { paddingTop: vars.space.xs } },
});

export const panel = style({
  position: 'relative',
  width: 'min(44rem, calc(100vw - 1rem))',
  maxHeight: '76vh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
});

export const header = style({ display: 'flex', justifyContent: 'flex-end', marginBlock: `calc(-1 * ${vars.space.xs})` });
