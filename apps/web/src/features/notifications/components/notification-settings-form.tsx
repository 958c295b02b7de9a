import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { NotificationKind, notificationSettings, type NotificationSettings } from '@kurumatabi/contract';
import { Mail } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserQuery } from '@/lib/user-query';
import { notificationSettingsQuery } from '../api/show-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { notificationMessages as m } from '../messages';
import { EmailSwitch } from './email-switch';

/** Email on or off per kind (show-notification-settings), saved whole (update-notification-settings). */
export function NotificationSettingsForm() {
  const query = useUserQuery(notificationSettingsQuery);
  return (
    <div className="space-y-5">
      <Alert tone="info">
        <p>{m.settingsInAppNote}</p>
      </Alert>
      <Card className="p-5 sm:p-8">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Mail className="size-5 text-gold" aria-hidden />
          {m.emailSection}
        </h2>
        {query.isPending ? (
          <SettingsSkeleton />
        ) : query.isError ? (
          <Alert tone="error" className="mt-6">
            <p>{m.settingsLoadFailed}</p>
            <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {m.retry}
            </Button>
          </Alert>
        ) : (
          <SettingsForm saved={query.data} />
        )}
      </Card>
    </div>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const mutation = useUpdateNotificationSettings();
  const idPrefix = useId();
  const form = useForm<NotificationSettings>({ resolver: zodResolver(notificationSettings), defaultValues: saved });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      form.reset(answer);
      toast.success(m.saved);
    } catch {
      toast.error(m.saveFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <ul className="divide-y divide-line">
        {NotificationKind.values.map((kind) => {
          const labelId = `${idPrefix}-${kind}-label`;
          const descriptionId = `${idPrefix}-${kind}-description`;
          return (
            <li key={kind} className="flex items-center justify-between gap-4 py-4">
              <div className="min-w-0">
                <p id={labelId} className="font-bold text-ink [word-break:auto-phrase]">
                  {NotificationKind.labels[kind]}
                </p>
                <p id={descriptionId} className="mt-0.5 text-sm leading-relaxed text-ink-soft [word-break:auto-phrase]">
                  {m.kindDescriptions[kind]}
                </p>
              </div>
              <Controller
                control={form.control}
                name={`email.${kind}`}
                render={({ field }) => (
                  <EmailSwitch
                    checked={field.value}
                    onChange={field.onChange}
                    labelledBy={labelId}
                    describedBy={descriptionId}
                    disabled={mutation.isPending}
                  />
                )}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-line pt-6">
        <Button type="submit" loading={mutation.isPending}>
          {m.save}
        </Button>
        {form.formState.isDirty && (
          <p role="status" className="text-sm text-warning">
            {m.unsavedChanges}
          </p>
        )}
      </div>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" aria-label={m.loading} className="mt-4 divide-y divide-line">
      {NotificationKind.values.map((kind) => (
        <div key={kind} className="flex items-center justify-between gap-4 py-4">
          <div className="w-full space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-4/5" />
          </div>
          {/* Skeleton's own radius would win over rounded-full: the pill shape comes from a clipping frame. */}
          <span className="block h-7 w-12 shrink-0 overflow-hidden rounded-full">
            <Skeleton className="size-full" />
          </span>
        </div>
      ))}
    </div>
  );
}
