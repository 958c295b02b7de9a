import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactCategory, type ContactReceipt } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { ArrowLeft, CircleCheck, HelpCircle, Mail, SendHorizontal } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from '@/components/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeading } from '@/components/ui/page-heading';
import { Stepper } from '@/components/ui/stepper';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useSendContact } from '../api/send-contact';
import { apiErrorText } from '../api-error-text';
import {
  contactFormSchema,
  emptyContactForm,
  isContactField,
  type ContactFormOutput,
  type ContactFormValues,
} from '../contact-form-schema';
import { contactMessages as m } from '../messages';
import { ContactFields } from './contact-fields';

type Stage = { step: 'input' } | { step: 'confirm'; values: ContactFormOutput } | { step: 'done'; receipt: ContactReceipt; email: string };

/**
 * `contact`: the form (name, email, category, message; a signed-in user's name and email filled
 * in), a confirmation of what will be sent, and a thank-you with the reference number. What was
 * typed stays through every step and every refusal: a refused field is shown beside its box.
 */
export function ContactPage() {
  const { user, ready } = useSession();
  const [stage, setStage] = useState<Stage>({ step: 'input' });
  const send = useSendContact();
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm({}),
  });

  // The session arrives after the first paint: fill in what the user has not typed yet.
  useEffect(() => {
    if (!ready || !user) return;
    if (!form.getValues('name')) form.setValue('name', user.name);
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [ready, user, form]);

  // A block body on purpose: Chromium's scrollTo answers a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [stage.step]);

  const toConfirm = form.handleSubmit((values) => {
    setSendError(null);
    setStage({ step: 'confirm', values });
  });

  const submit = async (values: ContactFormOutput) => {
    setSendError(null);
    try {
      const receipt = await send.mutateAsync(values);
      setStage({ step: 'done', receipt, email: values.email });
      form.reset(emptyContactForm({ name: user?.name, email: user?.email }));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.details ?? []).filter((d) => isContactField(d.path)) : [];
      if (fields.length > 0) {
        for (const detail of fields) if (isContactField(detail.path)) form.setError(detail.path, { message: detail.message });
        setStage({ step: 'input' });
        return;
      }
      setSendError(apiErrorText(error, m.sendFailed));
    }
  };

  const current = stage.step === 'input' ? 0 : stage.step === 'confirm' ? 1 : 2;
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <div className="space-y-8">
      <PageHeading
        eyebrow={m.eyebrow}
        icon={<Mail className="size-4" aria-hidden />}
        title={m.title}
        lead={stage.step === 'input' ? m.lead : undefined}
      />
      <Stepper steps={m.steps} current={current} />

      {stage.step === 'input' && (
        <>
          <Alert tone="info">
            <p>
              {m.faqFirst}
              <Link to="/faq" className="ml-1 font-bold text-gold underline-offset-2 hover:underline">
                {m.faqLink}
              </Link>
            </p>
            <p className="mt-1 text-ink-soft">{m.listingNote}</p>
          </Alert>
          <FormProvider {...form}>
            <form noValidate onSubmit={toConfirm} aria-label={m.title} className="relative space-y-6">
              <Card className="p-5 sm:p-8">
                <ContactFields />
              </Card>
              {hasErrors && form.formState.isSubmitted && <Alert tone="error">{m.fixErrors}</Alert>}
              <div className="flex justify-end">
                <Button type="submit" size="lg" className="w-full sm:w-auto">
                  {m.toConfirm}
                </Button>
              </div>
            </form>
          </FormProvider>
        </>
      )}

      {stage.step === 'confirm' && (
        <section aria-labelledby="contact-confirm" className="space-y-6">
          <div>
            <h2 id="contact-confirm" className="text-xl font-bold">
              {m.confirmTitle}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">{m.confirmLead}</p>
          </div>
          <Card className="p-5 sm:p-8">
            <dl className="divide-y divide-line">
              {[
                { label: m.name, value: stage.values.name },
                { label: m.email, value: stage.values.email },
                { label: m.category, value: ContactCategory.labels[stage.values.category] },
                { label: m.body, value: stage.values.body },
              ].map((row) => (
                <div key={row.label} className="grid gap-1 py-4 first:pt-0 last:pb-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6">
                  <dt className="text-sm font-bold text-ink-soft">{row.label}</dt>
                  <dd className="leading-relaxed break-words whitespace-pre-wrap text-ink">{row.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {sendError && <Alert tone="error">{sendError}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              variant="ghost"
              icon={<ArrowLeft className="size-4" aria-hidden />}
              onClick={() => setStage({ step: 'input' })}
              disabled={send.isPending}
            >
              {m.back}
            </Button>
            <Button
              size="lg"
              loading={send.isPending}
              icon={<SendHorizontal className="size-4" aria-hidden />}
              onClick={() => void submit(stage.values)}
            >
              {m.send}
            </Button>
          </div>
        </section>
      )}

      {stage.step === 'done' && (
        <section aria-labelledby="contact-done" className="rounded-(--radius-card) border border-line bg-surface p-6 text-center sm:p-10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <h2 id="contact-done" className="mt-4 text-xl font-bold sm:text-2xl">
            {m.doneTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-lg text-sm leading-relaxed break-all text-ink-soft">{m.doneLead(stage.email)}</p>
          <dl className="mx-auto mt-6 grid max-w-sm gap-2 rounded-xl border border-line bg-canvas/60 px-5 py-4 text-left text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{m.reference}</dt>
              <dd className="tabular font-bold text-gold" data-testid="contact-reference">
                {stage.receipt.reference}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{m.receivedAt}</dt>
              <dd className="tabular text-ink">{formatDateTime(stage.receipt.receivedAt)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-ink-muted">{m.referenceHint}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/" variant="outline">
              {m.toTop}
            </LinkButton>
            <LinkButton to="/faq" variant="ghost" icon={<HelpCircle className="size-4" aria-hidden />}>
              {m.faqLink}
            </LinkButton>
          </div>
        </section>
      )}
    </div>
  );
}
