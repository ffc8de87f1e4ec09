import type { MessageDescriptor } from 'react-intl';
import type { BottomBarIconName } from './shell/bottomBarIconNames';

/** An area's entry in the sidebar (spec §2, "Default sidebar links"). */
export interface AreaLink {
  /**
   * Stable: users save their link order as these ids (`preferences.linkOrder`), so renaming one
   * would lose it. Not always the area id ('timeTracker' is the time area's link).
   */
  id: string;
  path: string;
  /** The link's text; the area's name when absent. */
  label?: MessageDescriptor;
  /** Spec §2: Passwords is "disabled by default", usable once the user has an extra password. */
  needsExtraPassword?: true;
}

/**
 * What the shell and the command line know of an area (its definition, areaDefinition.ts, without
 * the routes): the composition root hands the app's list down in the router context, so the
 * sidebar, the bottom bar, the link-order setting and `go` derive from it without importing it.
 */
export interface AreaNavigation<Id extends string = string> {
  /** The area's id; routes carry it in `staticData.area`. */
  id: Id;
  /** What the area is called (the not-built screen's heading, a page title). */
  name: MessageDescriptor;
  link?: AreaLink;
  /**
   * Spec §2: the phone's bottom bar has quick icons for notes, time, shopping and recipes. Named,
   * not imported: the drawings load with the signed-in shell, not in the first screen's code.
   */
  bottomBarIcon?: BottomBarIconName;
  /** Where the quick icon goes, when not to the sidebar link's page (shopping: the default list). */
  bottomBarPath?: string;
}
