/**
 * The page's text in its declared character set: the Content-Type's charset, else a
 * `<meta charset>` near the top, else UTF-8 (an old Swedish page in ISO-8859-1 keeps its å, ä, ö).
 */
export function decodeText(bytes: Buffer, contentType: string): string {
  const label = charsetOf(contentType) ?? metaCharset(bytes) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    // An unknown label: read it as UTF-8 rather than refuse the page.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function charsetOf(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

function metaCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 1024).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
}
