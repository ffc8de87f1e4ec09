import type { Messages } from './texts';
import shared from './sv.json';

// The shell's texts in one language, one chunk: the shared catalogue and the part of every area's
// catalogue that the shell may show on any screen (textParts.ts; the build keeps only that part).
const areas = import.meta.glob<Messages>('../features/*/messages.sv.json', { eager: true, import: 'default', query: '?texts=shell' });

const texts: Messages = Object.assign({}, shared, ...Object.values(areas));
export default texts;
