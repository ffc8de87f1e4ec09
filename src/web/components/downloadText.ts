import { downloadBlob } from './transfer/downloadBlob';

/** Offers `text` as a file download (CSV unless `type` says otherwise). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}
