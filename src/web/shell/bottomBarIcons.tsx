import type { ComponentType } from 'react';
import { Icon, type IconProps } from '../components/icons';
import type { BottomBarIconName } from './bottomBarIconNames';

// Drawn here, not in icons.tsx: that module is in the first screen's code, and these are only
// ever shown to a signed-in user on a phone.
const NoteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </Icon>
);
const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </Icon>
);
const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="20" r="1" />
    <circle cx="18" cy="20" r="1" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.6L21 8H6" />
  </Icon>
);
const RecipeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </Icon>
);

/** Each quick icon's drawing, loaded with the signed-in shell. */
export const bottomBarIcons: Record<BottomBarIconName, ComponentType<IconProps>> = {
  note: NoteIcon,
  clock: ClockIcon,
  cart: CartIcon,
  recipe: RecipeIcon,
};
