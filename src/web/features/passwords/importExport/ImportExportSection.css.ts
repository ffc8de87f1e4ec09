import { style } from '@vanilla-extract/css';
import { section as pageSection } from '../../../components/page/page.css';
import { vars } from '../../../theme/theme.css';

// Import and export: two sections in the vault's column, fitting a 360 px phone; long names and
// file contents wrap instead of widening the page; the plaintext warning in the warning colours.

/** A page section whose file names and contents wrap anywhere. */
export const section = style([pageSection, { overflowWrap: 'anywhere' }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const subHeading = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const fileInput = style({
  maxWidth: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const progress = style({ width: '100%', height: '0.75rem', accentColor: vars.color.accent });

export const groups = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  background: vars.color.infoBackground,
  color: vars.color.infoText,
});

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget, cursor: 'pointer' });

export const checkboxInput = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });

export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningBackground,
  color: vars.color.warningText,
});

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const divider = style({ margin: 0, border: 0, borderTop: `1px solid ${vars.color.border}` });
