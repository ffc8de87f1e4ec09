/** The quick icons of the phone's bottom bar (spec §2), by name; bottomBarIcons.tsx draws them. */
export type BottomBarIconName = 'note' | 'clock' | 'cart' | 'recipe';
