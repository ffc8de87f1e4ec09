import { style } from '@vanilla-extract/css';

/** An address or file name in a row: a long one wraps anywhere instead of widening a phone's screen. */
export const source = style({ overflowWrap: 'anywhere', minWidth: 0 });
