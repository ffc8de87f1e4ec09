import type { MessageDescriptor } from 'react-intl';
import { NotBuiltYetRoute } from '../components/notBuilt/NotBuiltYetRoute';
import { isShellText } from '../i18n/textParts';
import { areaScreen } from './areaScreen';

const withAreaTexts = new Map<string, ReturnType<typeof waitingForTexts>>();
const waitingForTexts = (area: string) => areaScreen(area, async () => ({ NotBuiltYetRoute }), 'NotBuiltYetRoute');

/**
 * The screen options of a route whose area is not built yet: `createRoute({ ..., ...notBuilt(id, name) })`.
 * Building the area replaces these with its own `staticData` and an `areaScreen(area, () =>
 * import(...))`, so the area's code (and heavy libraries such as recharts) loads only on its routes.
 * The screen shows shared texts and its title: a title of the shell's (the area's name) needs
 * nothing loaded, another waits for its area's texts.
 */
export function notBuilt(area: string, name: MessageDescriptor) {
  if (isShellText(String(name.id))) return { staticData: { area, title: name }, component: NotBuiltYetRoute };
  let component = withAreaTexts.get(area);
  if (!component) {
    component = waitingForTexts(area);
    withAreaTexts.set(area, component);
  }
  return { staticData: { area, title: name }, component };
}
