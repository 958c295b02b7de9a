import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { userName, type CurrentUser } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Mail, Pencil, UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useUserQuery } from '@/lib/user-query';
import { z } from '@/lib/zod';
import { currentUserQuery, useUpdateCurrentUser } from '../api/current-user';
import { accountMessages as m } from '../messages';

const nameSchema = z.object({ name: userName });

function NameForm({ user, onDone, onSaved }: { user: CurrentUser; onDone: () => void; onSaved: (user: CurrentUser) => void }) {
  const mutation = useUpdateCurrentUser(onSaved);
  const form = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: user.name },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await mutation.mutateAsync(name);
      toast.success(m.saved);
      onDone();
    } catch (error) {
      // A staff member's name is refused by the API only (ADR 0024): shown at the field like the contract's rules.
      if (error instanceof ApiError && error.code === 'USER_NAME_RESERVED') form.setError('name', { message: error.message });
      else toast.error(m.saveFailed);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={m.name}
        hideLabel
        autoComplete="name"
        autoFocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={mutation.isPending}>
          {m.save}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

interface ProfilePanelProps {
  /** Shown as chips when given; the profile page lists them in its own section instead. */
  signInMethods?: string[];
  onSaved: (user: CurrentUser) => void;
}

/** The user's name and email (show-current-user), with the name editable (update-current-user). */
export function ProfilePanel({ signInMethods, onSaved }: ProfilePanelProps) {
  const query = useUserQuery({ ...currentUserQuery, throwOnError: true });
  const [editing, setEditing] = useState(false);
  const user = query.data;

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-lg font-bold">{m.profile}</h2>
      {!user ? (
        <div role="status" aria-label={m.loading} className="mt-6 space-y-5">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-6 w-64" />
          <Skeleton className="h-6 w-40" />
        </div>
      ) : (
        <dl className="mt-6 divide-y divide-line">
          <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:items-start">
            <dt className="flex items-center gap-2 text-sm font-bold text-ink-muted">
              <UserRound className="size-4 text-gold" aria-hidden />
              {m.name}
            </dt>
            <dd>
              {editing ? (
                <NameForm user={user} onDone={() => setEditing(false)} onSaved={onSaved} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span data-testid="profile-name" className="text-lg font-bold">
                    {user.name}
                  </span>
                  <Button size="sm" variant="outline" icon={<Pencil className="size-4" aria-hidden />} onClick={() => setEditing(true)}>
                    {m.editName}
                  </Button>
                </div>
              )}
            </dd>
          </div>
          <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr]">
            <dt className="flex items-center gap-2 text-sm font-bold text-ink-muted">
              <Mail className="size-4 text-gold" aria-hidden />
              {m.email}
            </dt>
            <dd data-testid="profile-email" className="break-all">
              {user.email}
            </dd>
          </div>
          {signInMethods && (
            <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-bold text-ink-muted">{m.signInMethods}</dt>
              <dd className="flex flex-wrap gap-2">
                {signInMethods.map((method) => (
                  <span key={method} className="rounded-full border border-line-strong px-3 py-0.5 text-sm text-ink-soft">
                    {m.methods[method as keyof typeof m.methods] ?? method}
                  </span>
                ))}
              </dd>
            </div>
          )}
          <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-bold text-ink-muted">{m.memberSince}</dt>
            <dd className="tabular">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
