import type { CheerioAPI } from 'cheerio';

type AnyNode = ReturnType<CheerioAPI>[number];

/** Elements whose content a reader never sees as text; `<noscript>` even parses as raw markup. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'button', 'select', 'svg']);

/**
 * The text a person reads in an element, on one line: its text nodes without those of scripts,
 * styles and `<noscript>` images (which the parser leaves as markup text). One walk, linear in
 * the element's size.
 */
export function visibleText(element: AnyNode): string {
  return visibleLines(element).join(' ');
}

/** As visibleText, a line for each stretch between line breaks (`<br>`); empty ones left out. */
export function visibleLines(element: AnyNode): string[] {
  const parts: string[] = [];
  const pending: AnyNode[] = [element];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === 'text') parts.push(node.data);
    else if ('tagName' in node && node.tagName.toLowerCase() === 'br') parts.push('\n');
    else if ('tagName' in node && !HIDDEN.has(node.tagName.toLowerCase())) pending.push(...[...node.children].reverse());
    else if (node.type === 'root' || node.type === 'cdata') pending.push(...[...node.children].reverse());
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
