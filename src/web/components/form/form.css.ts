import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

// Styles shared by the account screens: a narrow single-column card that fits a 360 px phone.

export const screen = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '26rem',
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: 600 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText, fontWeight: 600 });

export const control = style({
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.dangerText, borderWidth: '2px' },
  },
});

/** A password input with its show/hide button at the end. */
export const withToggle = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch' });

export const alert = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerBackground,
  color: vars.color.dangerText,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const footer = style({ margin: 0, color: vars.color.textMuted });

/** A bordered group of related fields with its legend (the theme choice, the extra password). */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: 600 });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const radioInput = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });

/** A native select beside the text fields: a thumb's height, the theme's colours. */
export const select = style({
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  maxWidth: '100%',
});
