import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints';
import { phoneBottomRoom, wideBottomRoom } from '../theme/fixedBars';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  minWidth: 0,
});

export const body = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
});

export const main = style({
  flex: 1,
  // Lets wide content (tables, code) scroll inside the page instead of widening it past 360 px.
  minWidth: 0,
  outline: 'none',
});

// On phones the fixed bottom bar covers the end of the page; this keeps the footer above it.
export const withBottomBar = style({
  '@media': {
    [media.phone]: { paddingBottom: phoneBottomRoom },
  },
});

// What the page scrolls to (a field taking the focus) stops above the shell's bars, not under them.
globalStyle(`:root:has(${withBottomBar})`, {
  '@media': { [media.phone]: { scrollPaddingBottom: phoneBottomRoom }, [media.wide]: { scrollPaddingBottom: wideBottomRoom } },
});
