import type { Messages } from './messageCatalogue';

// The shell's texts in one language, one chunk: the shared catalogue and the part of every area's
// catalogue that the shell may show on any screen (textParts.ts; the build keeps only that part).
const shared = import.meta.glob<Messages>('./en.json', { eager: true, import: 'default', query: '?texts=shell' });
const areas = import.meta.glob<Messages>('../{features,hubs,shell}/*/messages.en.json', { eager: true, import: 'default', query: '?texts=shell' });

const texts: Messages = Object.assign({}, ...Object.values(shared), ...Object.values(areas));
export default texts;
