import { useState } from 'react';
import type { ReserveChangePreview, ReserveDetail } from '@kurumatabi/contract';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { usePreviewReserveChange, useProposeReserveChange, useRequestReserveChange } from '../../api/reserve-changes';
import type { CardCheckout } from '../payment/card-checkout';
import { changeErrorText, changeMessages as m } from './change-messages';
import { ChangeSummary } from './change-summary';

/**
 * The form of a change, the guest's and the host's alike: new dates and people, the repriced difference line by
 * line, then the guest's request (with the card for an increase) or the host's proposal (with a message to the guest).
 */
export function ChangeForm({ reserve, checkout, onClose }: { reserve: ReserveDetail; checkout?: CardCheckout; onClose: () => void }) {
  const side = reserve.viewerRole === 'Host' ? 'Host' : 'Guest';
  const renting = reserve.status === 'Renting';
  const [startDate, setStartDate] = useState(reserve.startDate);
  const [endDate, setEndDate] = useState(reserve.endDate);
  const [people, setPeople] = useState(reserve.people);
  const [message, setMessage] = useState('');
  const [preview, setPreview] = useState<ReserveChangePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = usePreviewReserveChange();
  // The guest asks (the card for an increase given now); the host proposes (the guest pays when accepting it).
  const host = side === 'Host';
  const request = useRequestReserveChange(reserve.id);
  const propose = useProposeReserveChange(reserve.id);
  const send = host ? propose : request;
  // The options stay as booked; the people only when changed.
  const change = { startDate, endDate, ...(people !== reserve.people ? { people } : {}) };
  const CardForm = checkout?.CardForm;
  const needsCard = !host && preview !== null && preview.difference > 0 && reserve.paymentMethod === 'CreditCard';
  const edited = (set: () => void) => {
    set();
    setPreview(null);
  };

  const onCheck = () => {
    setError(null);
    setPreview(null);
    check.mutate({ reserveId: reserve.id, change }, { onSuccess: setPreview, onError: (e) => setError(changeErrorText(e)) });
  };
  const onSend = (paymentToken?: string) => {
    if (!preview) return;
    setError(null);
    const said = message.trim() ? { message: message.trim() } : {};
    const input = { reserveId: reserve.id, change: { ...change, ...said }, quotedDifference: preview.difference };
    const after = {
      onSuccess: () => {
        toast.success(m.sent[side]);
        onClose();
      },
      onError: (e: unknown) => setError(changeErrorText(e)),
    };
    if (host) propose.mutate(input, after);
    else request.mutate({ ...input, ...(paymentToken ? { paymentToken } : {}) }, after);
  };

  return (
    <div className="space-y-3">
      {renting && <p className="text-sm text-ink-soft">{m.extendOnly}</p>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={m.startDate}
          type="date"
          value={startDate}
          disabled={renting}
          onChange={(e) => edited(() => setStartDate(e.target.value))}
        />
        <TextField label={m.endDate} type="date" value={endDate} onChange={(e) => edited(() => setEndDate(e.target.value))} />
        <TextField
          label={m.people}
          type="number"
          min={1}
          value={String(people)}
          onChange={(e) => edited(() => setPeople(Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
        />
      </div>
      {host && <TextField label={m.message} value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {check.isPending && <p role="status">{m.checking}</p>}
      {preview && <ChangeSummary change={preview} />}
      {send.isPending && <p role="status">{m.sending}</p>}
      {preview && needsCard && CardForm && !send.isPending && (
        <div className="space-y-2">
          <p className="text-sm font-bold text-ink">{m.card}</p>
          <CardForm amount={preview.difference} onReady={(card) => onSend(card.paymentToken)} />
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {!preview && (
          <Button onClick={onCheck} loading={check.isPending}>
            {m.check}
          </Button>
        )}
        {preview && !needsCard && (
          <Button onClick={() => onSend()} loading={send.isPending}>
            {m.send[side]}
          </Button>
        )}
        <Button variant="outline" onClick={onClose} disabled={send.isPending}>
          {m.back}
        </Button>
      </div>
    </div>
  );
}
