import type { MessageDescriptor } from 'react-intl';
import { areaScreen } from './areaScreen';

const screens = new Map<string, ReturnType<typeof screenOf>>();
// Lazy like a built screen, so the first screen's code does not carry what only unbuilt routes show.
const screenOf = (area: string) => areaScreen(area, () => import('../components/notBuilt/NotBuiltYetRoute'), 'NotBuiltYetRoute');

/**
 * The screen options of a route whose area is not built yet: `createRoute({ ..., ...notBuilt(id, name) })`.
 * Building the area replaces these with its own `staticData` and an `areaScreen(area, () =>
 * import(...))`, so the area's code (and heavy libraries such as recharts) loads only on its routes.
 */
export function notBuilt(area: string, name: MessageDescriptor) {
  let component = screens.get(area);
  if (!component) {
    component = screenOf(area);
    screens.set(area, component);
  }
  return { staticData: { area, title: name }, component };
}
