import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@kurumatabi/contract/client';
import { CircleAlert, UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { cx } from '@/lib/cx';
import type { z } from '@/lib/zod';
import { useDeactivateUser } from '../api/deactivate-user';
import { deactivationSchema } from '../deactivation-schema';
import { accountMessages as m } from '../messages';

interface DeactivatePanelProps {
  hasPassword: boolean;
  /** Re-authenticates with the current password; answers a Japanese error message, or null when it matched. */
  verifyPassword: (password: string) => Promise<string | null>;
  /** Runs after the API accepted: signs out locally and leaves the page. */
  onDeactivated: () => Promise<void>;
}

/** What deactivation does (ADR 0010), and the form that asks for it (deactivate-user). */
export function DeactivatePanel({ hasPassword, verifyPassword, onDeactivated }: DeactivatePanelProps) {
  const reasonId = useId();
  const agreeId = useId();
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeactivateUser();
  const schema = deactivationSchema(hasPassword);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', agreed: false, password: '', phrase: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (hasPassword) {
      const refused = await verifyPassword(values.password);
      if (refused) {
        setError(refused);
        return;
      }
    }
    try {
      await mutation.mutateAsync(values.reason);
    } catch (failure) {
      // The API's refusal (e.g. an active reservation) carries its Japanese reason.
      setError(failure instanceof ApiError ? failure.message : m.deactivateFailed);
      return;
    }
    await onDeactivated();
  });

  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-8">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CircleAlert className="size-5 text-danger" aria-hidden />
          {m.whatHappens}
        </h2>
        <ul className="mt-4 space-y-2.5 text-sm leading-relaxed text-ink-soft">
          {m.consequences.map((line) => (
            <li key={line} className="flex gap-2.5">
              <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-danger" />
              {line}
            </li>
          ))}
        </ul>
        <p className="mt-4 border-t border-line pt-4 text-xs leading-relaxed text-ink-muted">{m.kept}</p>
      </Card>

      <Card className="p-5 sm:p-8">
        <form onSubmit={submit} noValidate className="space-y-5" aria-label={m.deactivateTitle}>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-bold text-ink-soft">
              {m.reason}
            </label>
            <textarea
              id={reasonId}
              rows={4}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={`${reasonId}-hint${errors.reason ? ` ${reasonId}-error` : ''}`}
              className={cx(
                'block w-full rounded-[10px] border bg-canvas px-4 py-3 text-base text-ink outline-none',
                'transition-colors duration-150 focus:border-gold focus:ring-2 focus:ring-gold/30',
                errors.reason ? 'border-danger' : 'border-line-strong',
              )}
              {...form.register('reason')}
            />
            <p id={`${reasonId}-hint`} className="text-xs leading-relaxed text-ink-muted">
              {m.reasonHint}
            </p>
            {errors.reason && (
              <p id={`${reasonId}-error`} className="text-sm text-danger">
                {errors.reason.message}
              </p>
            )}
          </div>

          {hasPassword ? (
            <TextField
              label={m.passwordLabel}
              type="password"
              autoComplete="current-password"
              revealable
              className="max-w-md"
              hint={m.passwordHint}
              error={errors.password?.message}
              {...form.register('password')}
            />
          ) : (
            <TextField
              label={m.phraseLabel}
              className="max-w-md"
              autoComplete="off"
              placeholder={m.phrase}
              error={errors.phrase?.message}
              {...form.register('phrase')}
            />
          )}

          <div className="space-y-1.5">
            <div className="flex items-start gap-3">
              <input
                id={agreeId}
                type="checkbox"
                aria-invalid={errors.agreed ? true : undefined}
                aria-describedby={errors.agreed ? `${agreeId}-error` : undefined}
                className="mt-1 size-5 shrink-0 accent-danger"
                {...form.register('agreed')}
              />
              <label htmlFor={agreeId} className="text-sm leading-relaxed font-bold">
                {m.agree}
              </label>
            </div>
            {errors.agreed && (
              <p id={`${agreeId}-error`} className="text-sm text-danger">
                {errors.agreed.message}
              </p>
            )}
          </div>

          <Button type="submit" variant="danger" loading={isSubmitting} icon={<UserX className="size-4" aria-hidden />}>
            {m.submitDeactivate}
          </Button>
        </form>
      </Card>
    </div>
  );
}
