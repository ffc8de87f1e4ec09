import { appAreas } from '../appAreas';
import { areaLinksOf } from '../shell/sidebarLinks';

// The app's own links (the composition root's areas), for tests and stories that draw them
// without the app's router.
export const { defaultSidebarLinks, sidebarLinkIds, orderSidebarLinks, bottomBarLinks } = areaLinksOf(appAreas);
