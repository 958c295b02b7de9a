import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCheck, LogIn, Mail, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import type { z } from '@/lib/zod';
import { credentialErrorMessage } from '../credential-errors';
import { credentialMessages as m } from '../messages';
import { changeEmailSchema, completeEmailSchema } from '../schemas';
import { checkEmailChange, completeEmailChange, requestEmailChange } from '../session/credentials';
import { clearPendingEmail, readPendingEmail } from '../session/pending-email';
import { EmailField, PasswordField } from './credential-fields';
import { SettingsSection } from './settings-section';

function RequestForm({
  currentEmail,
  hasPassword,
  onSent,
}: {
  currentEmail: string;
  hasPassword: boolean;
  onSent: (email: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const schema = changeEmailSchema(currentEmail, hasPassword);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, currentPassword }) => {
    setError(null);
    try {
      await requestEmailChange(email, hasPassword ? currentPassword : null);
      onSent(email);
    } catch (failure) {
      setError(credentialErrorMessage(failure, 'change-email'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label={m.emailTitle}>
      {error && <Alert tone="error">{error}</Alert>}
      <EmailField label={m.newEmail} error={errors.email?.message} {...form.register('email')} />
      {hasPassword && (
        <PasswordField
          label={m.currentPassword}
          autoComplete="current-password"
          hint={m.currentPasswordHint}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <Button type="submit" loading={isSubmitting} icon={<Send className="size-4" aria-hidden />}>
        {m.sendVerification}
      </Button>
    </form>
  );
}

/** After the link: a password account signs in with the new address, which completes the change. */
function CompleteWithPassword({ pending, onDone }: { pending: string; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof completeEmailSchema>, unknown, z.output<typeof completeEmailSchema>>({
    resolver: zodResolver(completeEmailSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      if (await completeEmailChange(pending, password)) {
        toast.success(m.emailChanged);
        onDone();
      } else {
        setError(m.notConfirmedYet);
      }
    } catch (failure) {
      setError(credentialErrorMessage(failure, 'complete-email'));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label={m.completeWithPassword}>
      {error && <Alert tone="error">{error}</Alert>}
      <input type="email" name="username" autoComplete="username" value={pending} readOnly hidden />
      <PasswordField autoComplete="current-password" error={form.formState.errors.password?.message} {...form.register('password')} />
      <Button type="submit" loading={form.formState.isSubmitting} icon={<LogIn className="size-4" aria-hidden />}>
        {m.completeWithPassword}
      </Button>
    </form>
  );
}

/** After the link: an account without a password reads its identity again. */
function CheckChange({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setError(null);
    setBusy(true);
    try {
      const result = await checkEmailChange();
      if (result === 'changed') {
        toast.success(m.emailChanged);
        onDone();
      } else if (result === 'signed-out') {
        // The sign-in-only layout leaves for the top page; the toast says why and what to do.
        toast.info(m.emailChangedSignInAgain);
      } else {
        setError(m.notConfirmedYet);
      }
    } catch (failure) {
      setError(credentialErrorMessage(failure, 'complete-email'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Button loading={busy} icon={<CheckCheck className="size-4" aria-hidden />} onClick={() => void check()}>
        {m.checkChange}
      </Button>
    </div>
  );
}

/**
 * The email change (ADR 0009): the identity provider mails a link to the new address; once it is
 * opened, the user signs in again and the product's copy follows (update-email).
 */
export function EmailChangeCard() {
  const session = useSession();
  const userId = session.user?.id ?? '';
  const currentEmail = session.email ?? '';
  const [pending, setPending] = useState<string | null>(() => readPendingEmail(userId, currentEmail));
  const [justSent, setJustSent] = useState(false);
  // A change completed elsewhere (a new sign-in copied the email) ends the wait.
  const waitingFor = pending && pending.toLowerCase() !== currentEmail.toLowerCase() ? pending : null;

  const reset = () => {
    clearPendingEmail();
    setPending(null);
    setJustSent(false);
  };

  return (
    <SettingsSection title={m.emailTitle} lead={m.emailLead} icon={<Mail className="size-5" aria-hidden />} testId="email-card">
      <p className="mb-5 text-sm">
        <span className="text-ink-muted">{m.currentEmail}：</span>
        <span className="font-bold break-all">{currentEmail}</span>
      </p>
      {waitingFor ? (
        <div className="space-y-5">
          {justSent && <Alert tone="success">{m.verificationSent(waitingFor)}</Alert>}
          <Alert tone="info">
            <p className="font-bold break-all">{m.pendingTitle(waitingFor)}</p>
            <p className="mt-1">{session.hasPassword ? m.pendingLead : m.pendingLeadSocial}</p>
          </Alert>
          {session.hasPassword ? <CompleteWithPassword pending={waitingFor} onDone={reset} /> : <CheckChange onDone={reset} />}
          <button type="button" onClick={reset} className="text-sm text-gold underline-offset-4 hover:text-gold-bright hover:underline">
            {m.resend}
          </button>
        </div>
      ) : (
        <RequestForm
          currentEmail={currentEmail}
          hasPassword={session.hasPassword}
          onSent={(email) => {
            setPending(email);
            setJustSent(true);
          }}
        />
      )}
    </SettingsSection>
  );
}
