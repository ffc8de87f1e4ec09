/** Offers `text` as a file download, through a temporary object URL and an `<a download>`. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
