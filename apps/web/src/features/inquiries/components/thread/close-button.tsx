import { useState } from 'react';
import { Archive } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCloseInquiry } from '../../api/close-inquiry';
import { apiErrorText } from '../../api-error-text';
import { inquiryMessages } from '../../messages';

const m = inquiryMessages.thread;

/** 終了する, asked once more in a dialog (closing is final: the guest asks again from the listing). */
export function CloseButton({ inquiryId }: { inquiryId: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseInquiry(inquiryId);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={m.closeLabel}
        icon={<Archive className="size-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {m.close}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} label={m.closeConfirmTitle}>
        <h2 className="pr-8 text-lg font-bold">{m.closeConfirmTitle}</h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-soft">{m.closeConfirmBody}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={close.isPending}>
            {m.closeCancel}
          </Button>
          <Button
            variant="danger"
            loading={close.isPending}
            onClick={() =>
              close.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(m.closedToast);
                },
                onError: (error) => toast.error(apiErrorText(error, m.closeFailed)),
              })
            }
          >
            {m.closeConfirm}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
