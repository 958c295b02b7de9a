import { ReceiptText } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { PaymentHistory } from '@/features/reserves/components/mine/payment-history';
import { receiptMessages as rm } from '@/features/reserves/receipt-messages';
import { useDocumentTitle } from '@/lib/document-title';

/** `/mypage/payments` (issue 33): the user's payments as a guest with their receipts (the mypage layout gives the frame). */
export function Component() {
  useDocumentTitle(rm.history.title);
  return (
    <>
      <PageHeading
        eyebrow={rm.history.eyebrow}
        icon={<ReceiptText className="size-4" aria-hidden />}
        title={rm.history.title}
        lead={rm.history.lead}
      />
      <div className="mt-8">
        <PaymentHistory />
      </div>
    </>
  );
}
