import { useId, useState } from 'react';
import { ContactCategory, MAX_CONTACT_ANSWER_LENGTH, type ContactMessageDetail } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, CheckCheck, Mail, SendHorizontal } from 'lucide-react';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CharacterCount, measuredLength } from '@/components/ui/character-count';
import { Checkbox } from '@/components/ui/checkbox';
import { LinkedText } from '@/components/ui/linked-text';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { TextAreaField } from '@/components/ui/textarea';
import { Tag } from '@/components/ui/tag';
import { formatDateTime } from '@/lib/format';
import { useAnswerContactMessage, useContactMessage, useMarkContactMessageDone } from '../api/contact-inbox';
import { contactInboxMessages as m } from '../inbox-messages';
import { refusalText } from '../refusal-text';
import { ContactStateBadge } from './contact-state-badge';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One contact message: who wrote, what, the answer mailed (or the form to answer), and 対応完了. */
export function ContactMessageView({ contactMessageId }: { contactMessageId: string }) {
  const valid = uuid.test(contactMessageId);
  const query = useContactMessage(contactMessageId, valid);
  const back = (
    <LinkButton to="/operator/contacts" variant="ghost" size="sm" className="-ml-3" icon={<ArrowLeft className="size-4" aria-hidden />}>
      {m.backToList}
    </LinkButton>
  );
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{m.notFound}</Alert>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label={m.loading} className="space-y-4">
        {back}
        <Skeleton className="h-8 w-64" />
        <SkeletonText lines={6} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {back}
      <MessageBody message={query.data} />
    </div>
  );
}

function MessageBody({ message }: { message: ContactMessageDetail }) {
  const markDone = useMarkContactMessageDone();
  const rows = [
    { label: m.from, value: message.name },
    { label: m.email, value: message.email },
    { label: m.account, value: message.user ? message.user.name : m.visitor },
    { label: m.receivedAt, value: formatDateTime(message.createdAt) },
  ];
  return (
    <>
      <header className="flex flex-wrap items-center gap-2">
        <ContactStateBadge state={message.state} />
        <Tag tone="brown">{ContactCategory.labels[message.category]}</Tag>
        <span className="tabular text-sm text-ink-muted">
          {m.reference} {message.reference}
        </span>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <Card className="p-5 sm:p-6">
            <h2 className="text-sm font-bold text-ink-soft">{m.body}</h2>
            <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink" data-testid="contact-body">
              <LinkedText text={message.body} linkClassName="text-gold-bright" />
            </p>
          </Card>
          {message.answer !== null && (
            <Card className="border-info/40 p-5 sm:p-6">
              <h2 className="flex items-center gap-2 text-sm font-bold text-ink-soft">
                <Mail className="size-4 text-info" aria-hidden />
                {m.answer}
                {message.answeredBy && message.answeredAt && (
                  <span className="tabular font-normal text-ink-muted">
                    {m.answeredBy(message.answeredBy.name, formatDateTime(message.answeredAt))}
                  </span>
                )}
              </h2>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-wrap text-ink" data-testid="contact-answer">
                {message.answer}
              </p>
            </Card>
          )}
          {message.state === 'New' && <AnswerForm message={message} />}
        </div>
        <aside className="space-y-4">
          <Card className="p-5">
            <dl className="space-y-3 text-sm">
              {rows.map((row) => (
                <div key={row.label}>
                  <dt className="text-xs font-bold text-gold">{row.label}</dt>
                  <dd className="break-all text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {message.state === 'Done' ? (
            <Alert tone="success">
              <p>{m.doneNote}</p>
              {message.doneBy && message.doneAt && (
                <p className="tabular text-ink-soft">{m.doneBy(message.doneBy.name, formatDateTime(message.doneAt))}</p>
              )}
            </Alert>
          ) : (
            <Button
              variant="outline"
              fullWidth
              loading={markDone.isPending}
              icon={<CheckCheck className="size-4" aria-hidden />}
              onClick={() =>
                markDone.mutate(
                  { contactMessageId: message.id },
                  {
                    onSuccess: () => toast.success(m.markedDone),
                    onError: (error) => toast.error(refusalText(error, m.markDoneFailed)),
                  },
                )
              }
            >
              {m.markDone}
            </Button>
          )}
        </aside>
      </div>
    </>
  );
}

/** The answer, mailed to the sender by the outbox; the text stays in the box when the call fails. */
function AnswerForm({ message }: { message: ContactMessageDetail }) {
  const id = useId();
  const answer = useAnswerContactMessage();
  const [text, setText] = useState('');
  const [done, setDone] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const length = measuredLength(text);
    if (length === 0) return setError(m.answerRequired);
    if (length > MAX_CONTACT_ANSWER_LENGTH) return setError(m.answerTooLong(MAX_CONTACT_ANSWER_LENGTH));
    setError(null);
    answer.mutate(
      { contactMessageId: message.id, answer: text, done },
      {
        onSuccess: () => {
          setText('');
          toast.success(m.sent);
        },
        onError: (caught) => setError(refusalText(caught, m.sendFailed)),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {m.answerTitle}
          </h2>
          <p className="mt-1 text-sm break-all text-ink-soft">{m.answerLead(message.email)}</p>
        </div>
        <div>
          <TextAreaField
            label={m.answerField}
            rows={8}
            value={text}
            placeholder={m.answerPlaceholder}
            error={error ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <CharacterCount value={text} max={MAX_CONTACT_ANSWER_LENGTH} className="mt-1" />
        </div>
        <Checkbox checked={done} onChange={(event) => setDone(event.target.checked)}>
          {m.answerAndDone}
        </Checkbox>
        <div className="flex justify-end">
          <Button type="submit" loading={answer.isPending} icon={<SendHorizontal className="size-4" aria-hidden />}>
            {m.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
