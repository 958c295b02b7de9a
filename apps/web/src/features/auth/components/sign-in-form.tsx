import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import type { z } from '@/lib/zod';
import { failureMessage } from '../error-message';
import { authMessages as m } from '../messages';
import { signInSchema } from '../schemas';
import { signIn } from '../session/identity';

export function SignInForm({ onError }: { onError: (message: string | null) => void }) {
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    onError(null);
    try {
      await signIn(email, password);
      toast.success(m.signedIn);
    } catch (error) {
      onError(failureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={m.emailPlaceholder}
        data-autofocus
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={m.password}
        type="password"
        autoComplete="current-password"
        revealable
        revealLabels={{ show: m.showPassword, hide: m.hidePassword }}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Link to="/reset-password" className="text-sm text-gold underline-offset-4 hover:text-gold-bright hover:underline">
          {m.forgotPassword}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {m.submitSignIn}
      </Button>
    </form>
  );
}
