import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: 600,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface } },
      },
    },
    size: {
      md: {},
      // Smaller text, same 44 px touch height: compact places still need fingers to hit them.
      sm: { fontSize: vars.fontSize.sm, paddingInline: vars.space.sm },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
