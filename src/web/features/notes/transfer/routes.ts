import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../../areaDefinition';
import { areaScreen } from '../../../router/areaScreen';
import { transferTitles } from './pageTitles';

const area = 'notes';

/** /notes-transfer: import Markdown notes and export them (nothing to load first). */
export function transferRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'notes-transfer',
      staticData: { area, title: transferTitles.title },
      component: areaScreen(area, () => import('./NotesTransferRoute'), 'NotesTransferRoute'),
    }),
  ];
}
