import type { CheerioAPI } from 'cheerio';

type AnyNode = ReturnType<CheerioAPI>[number];

/** Elements whose content a reader never sees as text; `<noscript>` even parses as raw markup. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'button', 'select', 'svg']);
/** Elements a browser shows as blocks of their own: their text never runs into the next one's. */
const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'tr', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'blockquote']);
/** Where a block ends, among the nodes still to visit. */
const BLOCK_END: unique symbol = Symbol('block end');

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
  // A block's edges are spaces: "<div>Step 1</div><div>Heat</div>" reads "Step 1 Heat", not "Step 1Heat".
  const pending: (AnyNode | typeof BLOCK_END)[] = [element];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node === BLOCK_END) parts.push(' ');
    else if (node.type === 'text') parts.push(node.data);
    else if ('tagName' in node && node.tagName.toLowerCase() === 'br') parts.push('\n');
    else if ('tagName' in node && !HIDDEN.has(node.tagName.toLowerCase())) {
      if (BLOCKS.has(node.tagName.toLowerCase())) {
        parts.push(' ');
        pending.push(BLOCK_END);
      }
      pending.push(...[...node.children].reverse());
    } else if (node.type === 'root' || node.type === 'cdata') pending.push(...[...node.children].reverse());
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
