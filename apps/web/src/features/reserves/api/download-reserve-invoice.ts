import { useMutation } from '@tanstack/react-query';
import { downloadReserveInvoice, type PdfFile } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** Hands a PDF the API answered in base64 to the browser as a download under its own name. */
export function saveFile(file: PdfFile): void {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** download-reserve-invoice (the guest of an invoice reservation): the 請求書 PDF, saved by the browser. */
export function useDownloadReserveInvoice() {
  return useMutation({
    mutationFn: (reserveId: string) => callApi(downloadReserveInvoice, { reserveId }),
    onSuccess: saveFile,
  });
}
