import { FileDown } from 'lucide-react';
import { toast } from 'react-toastify';
import { ApiError } from '@kurumatabi/contract/client';
import { Button } from '@/components/ui/button';
import { useDownloadReserveInvoice } from '../../api/download-reserve-invoice';
import { paymentMessages as pm } from '../../payment-messages';

/** The guest's invoice (請求書) of a reservation paid by transfer: what to do, and the PDF with the due date and the bank account. */
export function InvoiceDownload({ reserveId, paid }: { reserveId: string; paid: boolean }) {
  const download = useDownloadReserveInvoice();
  return (
    <div className="space-y-3 rounded-[10px] border border-line bg-canvas/40 px-4 py-3">
      <p className="text-sm leading-relaxed text-ink-soft">{paid ? pm.panel.invoicePaidLead : pm.panel.invoiceLead}</p>
      <Button
        size="sm"
        variant="outline"
        loading={download.isPending}
        icon={<FileDown className="size-4" aria-hidden />}
        onClick={() =>
          download.mutate(reserveId, {
            onError: (error) =>
              toast.error(error instanceof ApiError && error.status === 404 && error.message ? error.message : pm.panel.downloadFailed),
          })
        }
      >
        {pm.panel.downloadInvoice}
      </Button>
    </div>
  );
}
