import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** One link: its address with Copy, its expiry, and Revoke (or the question), stacked on a phone. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const address = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'flex-end', minWidth: 0 });

/** The address field takes the room the Copy button leaves. */
export const addressField = style({ flex: '1 1 14rem', minWidth: 0 });

export const addressInput = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}`, alignItems: 'center' });

export const expired = style({ color: vars.color.dangerText, fontWeight: 600 });

/** The date field under the choices, indented like a radio's label. */
export const lastDay = style({ maxWidth: '14rem' });
