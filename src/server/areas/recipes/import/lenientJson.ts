import JSON5 from 'json5';

/**
 * Beyond this a block is no recipe's JSON-LD (those are a few KB) and the lenient parser, some
 * 30 times slower than JSON.parse, would only spend the worker's time.
 */
const MAX_LENIENT_CHARS = 500_000;

/**
 * A JSON-LD script's value, also when the page wrote it loosely: wrapped in CDATA or comments,
 * with raw line breaks in strings, a trailing `;`, trailing commas, comments or single quotes
 * (JSON5 reads those). Undefined when it is not JSON even so.
 */
export function lenientJson(text: string): unknown {
  // Old CMSs wrap the JSON in `//<![CDATA[ ... //]]>` and HTML comments, in either order.
  let body = text.trim();
  for (let round = 0, previous = ''; previous !== body && round < 4; round += 1) {
    previous = body;
    body = body
      .replace(/^(?:\/\/\s*)?(?:<!\[CDATA\[|<!--)|(?:\/\/\s*)?(?:\]\]>|-->)$/g, '')
      .trim();
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    const unterminated = body.replace(/;\s*$/, '');
    // Raw line breaks and tabs inside strings are the most common breakage; as spaces they are
    // valid. JSON5 reads the rest, first with the line breaks, which end its `//` comments.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    const oneLine = unterminated.replace(/[\u0000-\u001f]+/g, ' ');
    return strictJson(oneLine) ?? json5(unterminated) ?? json5(oneLine);
  }
}

function strictJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function json5(text: string): unknown {
  if (text.length > MAX_LENIENT_CHARS) return undefined;
  try {
    return JSON5.parse(text);
  } catch {
    return undefined;
  }
}
