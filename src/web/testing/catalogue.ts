import { messagesFor } from '../i18n/catalogues';

function lookup(catalogue: 'en' | 'sv') {
  const messages = messagesFor(catalogue);
  return (id: string): string => {
    const text = messages[id];
    // A typo in a test should fail loudly, not look for a nameless element.
    if (text === undefined) throw new Error(`No ${catalogue} message ${id}`);
    return text;
  };
}

/** A text of the assembled English catalogue (shared and every area's), by id. */
export const en = lookup('en');
/** A text of the assembled Swedish catalogue, by id. */
export const sv = lookup('sv');
