import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/theme.css';

export const clock = recipe({
  base: {
    fontVariantNumeric: 'tabular-nums',
    fontFamily: vars.font.mono,
    color: vars.color.text,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      inline: { fontSize: vars.fontSize.md },
      large: { fontSize: vars.fontSize.xl, fontWeight: 600 },
    },
  },
});
