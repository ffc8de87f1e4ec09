import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// The footer is one bar high (Footer.css.ts: its minimum height, which its one row of controls fits).
const footerHeight = vars.size.navbarHeight;

const panel = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const nav = styleVariants({
  // Wide screens: a column beside the content from the navbar down to the pinned footer, sticking
  // there while the page scrolls (its own links scroll inside it when they do not fit).
  docked: [
    panel,
    {
      position: 'sticky',
      top: vars.size.navbarHeight,
      alignSelf: 'flex-start',
      flexShrink: 0,
      width: vars.size.sidebarWidth,
      height: `calc(100dvh - ${vars.size.navbarHeight} - ${footerHeight})`,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      zIndex: vars.zIndex.sidebar,
    },
  ],
  // The same, where the navbar is hidden (the CLI route).
  dockedWithoutNavbar: [
    panel,
    {
      position: 'sticky',
      top: 0,
      alignSelf: 'flex-start',
      flexShrink: 0,
      width: vars.size.sidebarWidth,
      height: `calc(100dvh - ${footerHeight})`,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      zIndex: vars.zIndex.sidebar,
    },
  ],
  // Phones: a drawer over the content from the left edge.
  drawer: [
    panel,
    {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 'min(85vw, 20rem)',
      zIndex: vars.zIndex.drawer,
      boxShadow: vars.shadow.lg,
      paddingBottom: 'env(safe-area-inset-bottom)',
    },
  ],
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.backdrop,
  background: vars.color.backdrop,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: vars.size.navbarHeight,
  paddingInline: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const list = style({
  margin: 0,
  padding: `0 ${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
});

const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
});

export const link = style([
  entry,
  {
    color: vars.color.text,
    selectors: {
      '&:hover': { background: vars.color.accentSoft },
      '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accent, fontWeight: 600 },
    },
  },
]);

export const disabledLink = style([
  entry,
  { width: '100%', border: 'none', background: 'transparent', font: 'inherit', textAlign: 'start', color: vars.color.textMuted, cursor: 'not-allowed' },
]);

export const section = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.sm,
});

export const sectionHeading = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const sectionEmpty = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  color: vars.color.textMuted,
});
