import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { themeClassNames } from './themeNames';

/**
 * The one theme contract (STYLE.md). Components read `vars` only, never raw colours, so both
 * themes stay complete. Colour pairs are chosen for WCAG AA: text on its background ≥ 4.5:1.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    /** Borders of controls, which need 3:1 against the background (WCAG 1.4.11). */
    borderStrong: null,
    accent: null,
    onAccent: null,
    accentSoft: null,
    focusRing: null,
    backdrop: null,
    infoBackground: null,
    infoText: null,
    successBackground: null,
    successText: null,
    warningBackground: null,
    warningText: null,
    dangerBackground: null,
    dangerText: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null },
  lineHeight: { tight: null, normal: null },
  shadow: { sm: null, md: null, lg: null },
  /** Stacking order of the shell's layers, lowest first. */
  zIndex: { navbar: null, sidebar: null, bottomBar: null, backdrop: null, drawer: null, menu: null, toast: null, skipLink: null },
  size: { navbarHeight: null, sidebarWidth: null, bottomBarHeight: null, touchTarget: null, focusWidth: null },
});

const shared = {
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: { navbar: '10', sidebar: '20', bottomBar: '20', backdrop: '30', drawer: '40', menu: '50', toast: '60', skipLink: '70' },
  // 2.75rem = 44 px, the touch-target size of WCAG 2.5.5.
  size: { navbarHeight: '3.5rem', sidebarWidth: '15rem', bottomBarHeight: '3.5rem', touchTarget: '2.75rem', focusWidth: '3px' },
};

// Light is the default (spec §9), so it also applies to `<html>` before any class is set.
createGlobalTheme(`:root, :root.${themeClassNames.light}`, vars, {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#f6f7f9',
    surfaceRaised: '#ffffff',
    text: '#1f2328',
    textMuted: '#57606a',
    border: '#d0d7de',
    borderStrong: '#6e7781',
    accent: '#0b57d0',
    onAccent: '#ffffff',
    accentSoft: '#e8f0fe',
    focusRing: '#0b57d0',
    backdrop: 'rgba(0, 0, 0, 0.45)',
    infoBackground: '#1f2328',
    infoText: '#ffffff',
    successBackground: '#dafbe1',
    successText: '#0f5323',
    warningBackground: '#fff8c5',
    warningText: '#4d2d00',
    dangerBackground: '#ffebe9',
    dangerText: '#82071e',
  },
  shadow: {
    sm: '0 1px 2px rgba(31, 35, 40, 0.12)',
    md: '0 4px 12px rgba(31, 35, 40, 0.15)',
    lg: '0 8px 24px rgba(31, 35, 40, 0.2)',
  },
});

createGlobalTheme(`:root.${themeClassNames.dark}`, vars, {
  ...shared,
  color: {
    background: '#202225', // spec §9
    surface: '#2b2d31',
    surfaceRaised: '#313338',
    text: '#f2f3f5',
    textMuted: '#b5bac1',
    border: '#3f4147',
    borderStrong: '#949ba4',
    accent: '#8ab4f8',
    onAccent: '#0b1b33',
    accentSoft: '#2d3a52',
    focusRing: '#8ab4f8',
    backdrop: 'rgba(0, 0, 0, 0.6)',
    infoBackground: '#f2f3f5',
    infoText: '#202225',
    successBackground: '#1b3a26',
    successText: '#a6f0b9',
    warningBackground: '#3d3200',
    warningText: '#ffe38a',
    dangerBackground: '#4a1d22',
    dangerText: '#ffc9cf',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 8px 24px rgba(0, 0, 0, 0.5)',
  },
});
