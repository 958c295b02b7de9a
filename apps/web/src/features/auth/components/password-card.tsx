import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import type { z } from '@/lib/zod';
import { credentialErrorMessage } from '../credential-errors';
import { credentialMessages as m } from '../messages';
import { changePasswordSchema, setPasswordSchema } from '../schemas';
import { changePassword, setPassword } from '../session/credentials';
import { usePasswordPolicy } from '../use-password-policy';
import { PasswordField } from './credential-fields';
import { PasswordChecklist } from './password-checklist';
import { SettingsSection } from './settings-section';

/** Lets password managers tie the new password to the account (a form with a password needs a username). */
function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}

function ChangePasswordForm({ email }: { email: string }) {
  const [error, setError] = useState<string | null>(null);
  const policy = usePasswordPolicy();
  const schema = changePasswordSchema(policy);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
      toast.success(m.passwordChanged);
    } catch (failure) {
      setError(credentialErrorMessage(failure, 'change-password'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label={m.passwordTitle}>
      {error && <Alert tone="error">{error}</Alert>}
      <UsernameHint email={email} />
      <PasswordField
        label={m.currentPassword}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={m.newPassword}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      >
        <PasswordChecklist policy={policy} password={newPassword} />
      </PasswordField>
      <Button type="submit" loading={isSubmitting} icon={<KeyRound className="size-4" aria-hidden />}>
        {m.changePassword}
      </Button>
    </form>
  );
}

function SetPasswordForm({ email }: { email: string }) {
  const [error, setError] = useState<string | null>(null);
  const policy = usePasswordPolicy();
  const schema = setPasswordSchema(policy);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await setPassword(values.password);
      toast.success(m.passwordSet);
    } catch (failure) {
      setError(credentialErrorMessage(failure, 'set-password'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label={m.setPasswordTitle}>
      {error && <Alert tone="error">{error}</Alert>}
      <UsernameHint email={email} />
      <PasswordField
        label={m.newPassword}
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      >
        <PasswordChecklist policy={policy} password={password} />
      </PasswordField>
      <Button type="submit" loading={form.formState.isSubmitting} icon={<KeyRound className="size-4" aria-hidden />}>
        {m.setPassword}
      </Button>
    </form>
  );
}

/**
 * The password section: a change with re-authentication (spec §5) when the account has a password,
 * otherwise a first password for an account that signs in with Google or Facebook only.
 */
export function PasswordCard() {
  const { hasPassword, email } = useSession();
  const icon = <KeyRound className="size-5" aria-hidden />;
  if (hasPassword) {
    return (
      <SettingsSection title={m.passwordTitle} lead={m.passwordLead} icon={icon} testId="password-card">
        <ChangePasswordForm email={email ?? ''} />
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title={m.setPasswordTitle} lead={email ? m.setPasswordLead(email) : undefined} icon={icon} testId="password-card">
      {email ? <SetPasswordForm email={email} /> : <Alert tone="info">{m.noEmailForPassword}</Alert>}
    </SettingsSection>
  );
}
