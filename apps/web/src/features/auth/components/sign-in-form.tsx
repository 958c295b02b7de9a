import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/link';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import type { z } from '@/lib/zod';
import { failureMessage } from '../error-message';
import { authMessages as m } from '../messages';
import { signInSchema } from '../schemas';
import { signIn } from '../session/identity';
import { EmailField, PasswordField } from './credential-fields';

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
      <EmailField data-autofocus error={errors.email?.message} {...form.register('email')} />
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
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
