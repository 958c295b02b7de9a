import { useState } from 'react';
import type { ReserveChangePreview, ReserveChangeView, ReserveDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { CalendarClock } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { formatDate, formatDateTime, formatYen } from '@/lib/format';
import { useAnswerReserveChange, usePreviewReserveChange, useRequestReserveChange, useReserveChanges } from '../../api/reserve-changes';
import type { CardCheckout } from '../payment/card-checkout';

/** The texts of a change of a booked trip (issue 36 item 4). */
export const changeMessages = {
  heading: '日程の変更',
  open: '日程を変更する',
  startDate: '新しい開始日',
  endDate: '新しい終了日',
  extendOnly: '利用中のため、終了日を延ばす延長のみできます。',
  check: '差額を確認する',
  checking: '差額を確認しています…',
  difference: (amount: number) => (amount >= 0 ? `差額 ${formatYen(amount)} のお支払い` : `差額 ${formatYen(-amount)} の返金`),
  newTotal: (total: number) => `変更後の合計 ${formatYen(total)}`,
  noDifference: '料金の変更はありません。',
  card: '差額のお支払いに使うカード',
  send: 'この内容で変更をリクエストする',
  sending: '送信しています…',
  back: '戻る',
  sent: '変更リクエストを送りました。ホストの回答をお待ちください。',
  waitingGuest: (until: string) => `ホストの回答待ちです（${until}まで）。`,
  waitingHost: (until: string) => `ゲストから日程の変更リクエストが届いています。${until}までに回答してください。`,
  period: (from: string, to: string) => `${formatDate(from)}〜${formatDate(to)}`,
  fromTo: (was: string, now: string) => `${was} → ${now}`,
  withdraw: '取り下げる',
  accept: '承認する',
  decline: 'お断りする',
  answered: { accept: '変更を承認しました。', decline: '変更をお断りしました。', withdraw: '変更リクエストを取り下げました。' },
  past: '過去の変更',
  empty: '変更の履歴はありません。',
  loadFailed: '変更の情報を読み込めませんでした。',
  retry: '再読み込み',
  failed: '操作できませんでした。時間をおいてもう一度お試しください。',
};
const m = changeMessages;

/** The refusal in Japanese: the API's own message and its details, or a general one. */
export function changeErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return m.failed;
  const details = (error.details ?? []).map((d) => d.message).filter((text) => text !== error.message);
  return [error.message || m.failed, ...details].join(' ');
}

function Lines({ lines }: { lines: readonly { label: string; amount: number }[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {lines.map((line) => (
        <li key={line.label} className="flex justify-between gap-3">
          <span className="text-ink-soft">{line.label}</span>
          <span className="tabular shrink-0 text-ink">{line.amount < 0 ? `−${formatYen(-line.amount)}` : formatYen(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

function Summary({ change }: { change: Pick<ReserveChangeView, 'lines' | 'difference' | 'total'> }) {
  return (
    <div className="space-y-2 rounded-[10px] border border-line bg-canvas px-4 py-3">
      {change.lines.length > 0 ? <Lines lines={change.lines} /> : <p className="text-sm text-ink-soft">{m.noDifference}</p>}
      <p className="tabular font-bold text-ink">{m.difference(change.difference)}</p>
      <p className="tabular text-sm text-ink-soft">{m.newTotal(change.total)}</p>
    </div>
  );
}

/** The guest's form: new dates, the repriced difference line by line, the card for an increase, then the request. */
function RequestForm({ reserve, checkout, onClose }: { reserve: ReserveDetail; checkout?: CardCheckout; onClose: () => void }) {
  const renting = reserve.status === 'Renting';
  const [startDate, setStartDate] = useState(reserve.startDate);
  const [endDate, setEndDate] = useState(reserve.endDate);
  const [preview, setPreview] = useState<ReserveChangePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = usePreviewReserveChange();
  const send = useRequestReserveChange(reserve.id);
  // The dates only: the booked people and options stay.
  const change = { startDate, endDate };
  const CardForm = checkout?.CardForm;
  const needsCard = preview !== null && preview.difference > 0 && reserve.paymentMethod === 'CreditCard';

  const onCheck = () => {
    setError(null);
    setPreview(null);
    check.mutate({ reserveId: reserve.id, change }, { onSuccess: setPreview, onError: (e) => setError(changeErrorText(e)) });
  };
  const onSend = (paymentToken?: string) => {
    if (!preview) return;
    setError(null);
    send.mutate(
      { reserveId: reserve.id, change, quotedDifference: preview.difference, ...(paymentToken ? { paymentToken } : {}) },
      {
        onSuccess: () => {
          toast.success(m.sent);
          onClose();
        },
        onError: (e) => setError(changeErrorText(e)),
      },
    );
  };

  return (
    <div className="space-y-3">
      {renting && <p className="text-sm text-ink-soft">{m.extendOnly}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={m.startDate}
          type="date"
          value={startDate}
          disabled={renting}
          onChange={(e) => {
            setStartDate(e.target.value);
            setPreview(null);
          }}
        />
        <TextField
          label={m.endDate}
          type="date"
          value={endDate}
          onChange={(e) => {
            setEndDate(e.target.value);
            setPreview(null);
          }}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {check.isPending && <p role="status">{m.checking}</p>}
      {preview && <Summary change={preview} />}
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
            {m.send}
          </Button>
        )}
        <Button variant="outline" onClick={onClose} disabled={send.isPending}>
          {m.back}
        </Button>
      </div>
    </div>
  );
}

/**
 * A reservation's change (issue 36 item 4), on the guest's and the host's reservation page alike: the open request with
 * what each side may do (withdraw; accept or decline), the guest's 「日程を変更する」 flow, and the past changes.
 */
export function ChangePanel({ reserve, checkout }: { reserve: ReserveDetail; checkout?: CardCheckout }) {
  const changes = useReserveChanges(reserve.id);
  const answer = useAnswerReserveChange(reserve.id);
  const [asking, setAsking] = useState(false);
  if (reserve.viewerRole === 'Operator') return null;
  if (!['Approved', 'Renting'].includes(reserve.status) && (changes.data?.past.length ?? 0) === 0 && !changes.data?.open) return null;

  const onAnswer = (action: 'accept' | 'decline' | 'withdraw', change: ReserveChangeView) =>
    answer.mutate(
      { action, reserveId: reserve.id, requestedAt: change.requestedAt },
      { onSuccess: () => toast.success(m.answered[action]), onError: (e) => toast.error(changeErrorText(e)) },
    );

  return (
    <section aria-label={m.heading} className="space-y-3 rounded-(--radius-card) border border-line bg-surface p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
        <CalendarClock className="size-5 text-gold" aria-hidden />
        {m.heading}
      </h2>
      {changes.isPending && (
        <p role="status" className="text-sm text-ink-soft">
          …
        </p>
      )}
      {changes.isError && (
        <div role="alert" className="space-y-2 text-sm text-danger">
          <p>{m.loadFailed}</p>
          <Button variant="outline" onClick={() => void changes.refetch()}>
            {m.retry}
          </Button>
        </div>
      )}
      {changes.data?.open && (
        <div className="space-y-3">
          <p className="text-sm text-ink">
            {reserve.viewerRole === 'Host'
              ? m.waitingHost(formatDateTime(changes.data.open.expiresAt))
              : m.waitingGuest(formatDateTime(changes.data.open.expiresAt))}
          </p>
          <p className="tabular font-bold text-ink">
            {m.fromTo(
              m.period(changes.data.open.fromStartDate, changes.data.open.fromEndDate),
              m.period(changes.data.open.startDate, changes.data.open.endDate),
            )}
          </p>
          <Summary change={changes.data.open} />
          <div className="flex flex-col gap-3 sm:flex-row">
            {changes.data.open.canAccept && (
              <Button onClick={() => onAnswer('accept', changes.data.open!)} loading={answer.isPending}>
                {m.accept}
              </Button>
            )}
            {changes.data.open.canDecline && (
              <Button variant="outline" onClick={() => onAnswer('decline', changes.data.open!)} disabled={answer.isPending}>
                {m.decline}
              </Button>
            )}
            {changes.data.open.canWithdraw && (
              <Button variant="outline" onClick={() => onAnswer('withdraw', changes.data.open!)} loading={answer.isPending}>
                {m.withdraw}
              </Button>
            )}
          </div>
        </div>
      )}
      {changes.data?.canRequest && !asking && (
        <Button variant="outline" onClick={() => setAsking(true)}>
          {m.open}
        </Button>
      )}
      {asking && <RequestForm reserve={reserve} checkout={checkout} onClose={() => setAsking(false)} />}
      {changes.data && (
        <div className="space-y-2">
          <h3 className="text-sm font-bold text-ink-soft">{m.past}</h3>
          {changes.data.past.length === 0 ? (
            <p className="text-sm text-ink-muted">{m.empty}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {changes.data.past.map((change) => (
                <li key={change.id} className="flex flex-wrap justify-between gap-2">
                  <span className="tabular text-ink">
                    {m.fromTo(m.period(change.fromStartDate, change.fromEndDate), m.period(change.startDate, change.endDate))}
                  </span>
                  <span className="text-ink-soft">
                    {change.statusLabel}
                    {change.status === 'Accepted' ? `（${m.difference(change.difference)}）` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
