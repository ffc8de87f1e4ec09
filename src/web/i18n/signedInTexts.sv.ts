import type { Messages } from './messageCatalogue';

// The texts only signed-in screens show, in one language, one chunk: the signed-in part of the
// shared catalogue and of every area's (textParts.ts; the areas' refusals are theirs).
const shared = import.meta.glob<Messages>('./sv.json', { eager: true, import: 'default', query: '?texts=signedIn' });
const areas = import.meta.glob<Messages>('../features/*/messages.sv.json', { eager: true, import: 'default', query: '?texts=signedIn' });

const texts: Messages = Object.assign({}, ...Object.values(shared), ...Object.values(areas));
export default texts;
