import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { themeClassNames } from './themeNames';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Lets the browser draw scrollbars and native controls (select, date pickers) to match.
globalStyle(`:root, :root.${themeClassNames.light}`, { colorScheme: 'light' });
globalStyle(`:root.${themeClassNames.dark}`, { colorScheme: 'dark' });

globalStyle('html', {
  // Keeps text size under the user's control on rotation in mobile Safari.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// A horizontal swipe is the app's (open or close the sidebar), never the browser's: without this,
// Chromium turns a swipe at the page's edge into back or forward in the history.
globalStyle('html, body', { overscrollBehaviorX: 'none' });

globalStyle('body', {
  margin: 0,
  minWidth: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // Long words and URLs must wrap rather than widen a 360 px screen.
  overflowWrap: 'anywhere',
});

globalStyle('a', { color: vars.color.accent });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One focus style for everything, visible on both themes; only for keyboard focus.
globalStyle(':focus-visible', {
  outline: `${vars.size.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('img, svg, video', { maxWidth: '100%' });

// `hidden` must win over a component's own `display` (a closed sidebar is display: flex + hidden).
globalStyle('[hidden]', { display: 'none !important' });

// Honours "reduce motion": transitions and smooth scrolling become instant.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
