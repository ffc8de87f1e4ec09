/** Offers a Blob as a file download, through a temporary object URL and an `<a download>`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; the URL is no longer needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition header gives (its UTF-8 form first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (utf8 !== null) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      // A malformed escape: try the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}
