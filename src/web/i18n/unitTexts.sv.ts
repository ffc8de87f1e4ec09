import type { Messages } from './messageCatalogue';

// The unit names in one language, one chunk: the units part of the shared catalogue (textParts.ts),
// loaded with the screens that show amounts.
const shared = import.meta.glob<Messages>('./sv.json', { eager: true, import: 'default', query: '?texts=units' });

const texts: Messages = Object.assign({}, ...Object.values(shared));
export default texts;
