import { useState, type FormEvent } from 'react';
import { RECEIPT_ADDRESSEE_MAX, type ReserveReceiptView } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Download, PenLine } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatYen } from '@/lib/format-yen';
import { useDownloadReceipt, useReserveReceipt, useUpdateReceiptAddressee } from '../../api/receipts';
import { receiptMessages as rm } from '../../receipt-messages';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.code !== 'NETWORK_ERROR' ? error.message : fallback;

/**
 * The receipt of a paid reservation, for its guest (ADR 0038): the download button (a signed link the browser
 * follows) and the 宛名, which the guest may change once before or after downloading.
 */
export function ReceiptSection({ reserveId }: { reserveId: string }) {
  const query = useReserveReceipt(reserveId, true);
  const download = useDownloadReceipt(reserveId);
  const receipt = query.data;

  if (query.isError && !receipt) {
    return (
      <Alert tone="error">
        <p>{rm.section.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {rm.section.retry}
        </Button>
      </Alert>
    );
  }
  if (!receipt) return <Skeleton className="h-28 w-full rounded-[10px]" />;
  if (!receipt.available) return null;

  return (
    <section
      aria-labelledby={`receipt-${reserveId}`}
      className="space-y-3 rounded-[10px] border border-line bg-surface px-4 py-4 text-sm"
      data-testid="receipt-section"
    >
      <h3 id={`receipt-${reserveId}`} className="font-bold text-ink">
        {rm.section.heading}
      </h3>
      <p className="tabular leading-relaxed text-ink-soft">{rm.section.lead(formatYen(receipt.amount))}</p>
      {receipt.receiptNumber && <p className="tabular text-xs text-ink-muted">{rm.section.number(receipt.receiptNumber)}</p>}
      <AddresseeEditor reserveId={reserveId} receipt={receipt} />
      <Button
        onClick={() => download.mutate(undefined, { onError: (error) => toast.error(messageOf(error, rm.section.downloadFailed)) })}
        loading={download.isPending}
        icon={<Download className="size-4" aria-hidden />}
      >
        {rm.section.download}
      </Button>
      {receipt.issued && <p className="text-xs text-ink-muted">{rm.section.reissueNote}</p>}
    </section>
  );
}

/** The 宛名 as it will print, and its one change: typed, confirmed (it cannot be undone), saved. */
function AddresseeEditor({ reserveId, receipt }: { reserveId: string; receipt: ReserveReceiptView }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateReceiptAddressee(reserveId);

  const check = (value: string) =>
    value.trim().length === 0 ? rm.addressee.required : value.trim().length > RECEIPT_ADDRESSEE_MAX ? rm.addressee.tooLong : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check(name);
    setError(problem);
    if (!problem) setConfirming(true);
  }

  function save() {
    update.mutate(name.trim(), {
      onSuccess: () => {
        setEditing(false);
        setConfirming(false);
        toast.success(rm.addressee.saved);
      },
      onError: (failure) => {
        setConfirming(false);
        setError(messageOf(failure, rm.addressee.saveFailed));
      },
    });
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line/60 pb-2">
        <span className="text-ink-soft">{rm.addressee.label}</span>
        <span className="font-bold text-ink" data-testid="receipt-addressee">
          {rm.addressee.current(receipt.addressee.name, receipt.addressee.honorific)}
        </span>
      </div>
      {receipt.addresseeChanged ? (
        <p className="text-xs text-ink-muted">{rm.addressee.changed}</p>
      ) : !editing ? (
        <Button size="sm" variant="outline" icon={<PenLine className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
          {rm.addressee.changeOnce}
        </Button>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            label={rm.addressee.fieldLabel}
            hint={rm.addressee.hint}
            value={name}
            maxLength={RECEIPT_ADDRESSEE_MAX * 2}
            autoComplete="organization"
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setConfirming(false);
            }}
          />
          {confirming ? (
            <div
              role="alertdialog"
              aria-label={rm.addressee.save}
              className="space-y-2 rounded-[10px] border border-warning/50 bg-warning/10 px-3 py-2"
            >
              <p className="leading-relaxed text-ink">{rm.addressee.confirm(name.trim())}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" type="button" onClick={save} loading={update.isPending}>
                  {rm.addressee.save}
                </Button>
                <Button size="sm" type="button" variant="ghost" onClick={() => setConfirming(false)}>
                  {rm.addressee.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" type="submit">
                {rm.addressee.save}
              </Button>
              <Button
                size="sm"
                type="button"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setError(undefined);
                }}
              >
                {rm.addressee.cancel}
              </Button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
