import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import type { z } from '@/lib/zod';
import { failureMessage } from '../error-message';
import { authMessages as m } from '../messages';
import { EmailField, PasswordField } from './credential-fields';
import { signUpSchema } from '../schemas';
import { signUp } from '../session/identity';
import { usePasswordPolicy } from '../use-password-policy';
import { PasswordChecklist } from './password-checklist';

type SignUpValues = z.input<ReturnType<typeof signUpSchema>>;
type SignUpOutput = z.output<ReturnType<typeof signUpSchema>>;

export function SignUpForm({
  onError,
  onSigningUp,
}: {
  onError: (message: string | null) => void;
  /** True while the sign-up runs, false once it failed (the host welcomes a new member). */
  onSigningUp?: (active: boolean) => void;
}) {
  const policy = usePasswordPolicy();
  const form = useForm<SignUpValues, unknown, SignUpOutput>({
    resolver: zodResolver(signUpSchema(policy)),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    onError(null);
    onSigningUp?.(true);
    try {
      await signUp(values);
      toast.success(m.signedUp);
    } catch (error) {
      onSigningUp?.(false);
      onError(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={m.name}
        autoComplete="name"
        placeholder={m.namePlaceholder}
        hint={m.nameHint}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField autoComplete="new-password" error={errors.password?.message} {...form.register('password')}>
        <PasswordChecklist policy={policy} password={password} />
      </PasswordField>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {m.submitSignUp}
      </Button>
    </form>
  );
}
