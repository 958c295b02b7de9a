import type { DownloadedDocument } from '@kurumatabi/contract';

/** Saves a document the API sent in its JSON answer (base64) as a file, through a temporary object URL. */
export function saveDocument(document: DownloadedDocument): void {
  const bytes = Uint8Array.from(atob(document.contentBase64), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: document.contentType }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
