import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, Mail } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/link-button';
import { cx } from '@/lib/cx';
import type { z } from '@/lib/zod';
import { failureMessage } from '../error-message';
import { authMessages as m } from '../messages';
import { EmailField, PasswordField } from './credential-fields';
import { resetConfirmSchema, resetRequestSchema } from '../schemas';
import { resetPassword, sendResetCode } from '../session/identity';
import { usePasswordPolicy } from '../use-password-policy';
import { PasswordChecklist } from './password-checklist';

type Step = 'request' | 'confirm' | 'done';

function StepBadge({ index, label, active, done }: { index: number; label: string; active: boolean; done: boolean }) {
  return (
    <li className={cx('flex items-center gap-2 text-sm', active ? 'font-bold text-ink' : 'text-ink-muted')}>
      <span
        aria-hidden="true"
        className={cx(
          'flex size-7 items-center justify-center rounded-full border text-xs font-bold tabular',
          done ? 'border-gold bg-gold text-canvas' : active ? 'border-gold text-gold' : 'border-line-strong',
        )}
      >
        {index}
      </span>
      {label}
    </li>
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetRequestSchema>, unknown, z.output<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await sendResetCode(email);
      onSent(email);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting} icon={<Mail className="size-5" aria-hidden />}>
        {m.sendCode}
      </Button>
    </form>
  );
}

function ConfirmForm({ initialCode, onDone }: { initialCode: string; onDone: (signedIn: boolean) => void }) {
  const [error, setError] = useState<string | null>(null);
  const policy = usePasswordPolicy();
  const schema = resetConfirmSchema(policy);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: initialCode, password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const submit = form.handleSubmit(async ({ code, password: newPassword }) => {
    setError(null);
    try {
      const result = await resetPassword(code, newPassword);
      onDone(result.signedIn);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={m.code}
        autoComplete="one-time-code"
        spellCheck={false}
        hint={m.codeHint}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <PasswordField
        label={m.newPassword}
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      >
        <PasswordChecklist policy={policy} password={password} />
      </PasswordField>
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting} icon={<KeyRound className="size-5" aria-hidden />}>
        {m.resetSubmit}
      </Button>
    </form>
  );
}

/**
 * The reset-password flow: request a code by email, then set a new password with it (the code is
 * prefilled from `?oobCode=` when the page is opened from the email's link), then sign in.
 */
export function ResetPasswordPanel({ initialCode }: { initialCode: string | null }) {
  const [step, setStep] = useState<Step>(initialCode ? 'confirm' : 'request');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  return (
    <Card className="p-6 sm:p-8">
      <ol className="mb-8 flex flex-wrap gap-x-6 gap-y-2" aria-label={m.resetTitle}>
        <StepBadge index={1} label={m.resetStepRequest} active={step === 'request'} done={step !== 'request'} />
        <StepBadge index={2} label={m.resetStepConfirm} active={step === 'confirm'} done={step === 'done'} />
      </ol>

      {step === 'request' && (
        <div className="space-y-6">
          <RequestForm
            onSent={(email) => {
              setSentTo(email);
              setStep('confirm');
            }}
          />
          <p className="text-center text-sm">
            <button type="button" onClick={() => setStep('confirm')} className="text-gold underline-offset-4 hover:underline">
              {m.haveCode}
            </button>
          </p>
        </div>
      )}

      {step === 'confirm' && (
        <div className="space-y-6">
          {sentTo && <Alert tone="success">{m.codeSent}</Alert>}
          <ConfirmForm
            initialCode={initialCode ?? ''}
            onDone={(didSignIn) => {
              setSignedIn(didSignIn);
              setStep('done');
            }}
          />
          <p className="text-center text-sm">
            <button
              type="button"
              onClick={() => {
                setSentTo(null);
                setStep('request');
              }}
              className="text-gold underline-offset-4 hover:underline"
            >
              {m.resendCode}
            </button>
          </p>
        </div>
      )}

      {step === 'done' && (
        <div className="flex flex-col items-center py-4 text-center" role="status">
          <CircleCheck className="size-12 text-success" aria-hidden />
          <h2 className="mt-4 text-xl font-bold">{m.resetDone}</h2>
          <p className="mt-2 text-ink-soft">{signedIn ? m.resetDoneLead : m.resetDoneSignedOut}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {signedIn ? <LinkButton to="/mypage">{m.toMypage}</LinkButton> : <LinkButton to="/?login=true">{m.backToLogin}</LinkButton>}
            <LinkButton to="/" variant="outline">
              {m.toTop}
            </LinkButton>
          </div>
        </div>
      )}
    </Card>
  );
}
