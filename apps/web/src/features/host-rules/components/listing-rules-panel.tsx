import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useListingRules, useUpdateListingRules, type RulesKind } from '../api/rules';
import { refusalOf } from '../form-errors';
import { hostRulesMessages as m } from '../messages';
import { RulesForm } from './rules-form';

/** One listing's rules screen body: loading, the load's error with a retry, then the form (its save's refusal at the fields). */
export function ListingRulesPanel({ kind, id }: { kind: RulesKind; id: string }) {
  const query = useListingRules(kind, id);
  const save = useUpdateListingRules(kind, id);
  if (query.isPending)
    return (
      <div role="status" aria-label={m.loading} className="space-y-4">
        <Skeleton className="h-64" />
        <Skeleton className="h-96" />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <Alert tone="error">
        <p>{m.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </Alert>
    );
  const refusal = save.isError ? refusalOf(save.error) : null;
  return (
    <RulesForm
      key={query.data.updatedAt ?? 'defaults'}
      rules={query.data}
      delivery={kind === 'car'}
      saving={save.isPending}
      serverErrors={refusal?.errors ?? {}}
      serverMessage={refusal?.message ?? null}
      onSave={(update) => save.mutate(update, { onSuccess: () => toast.success(m.saved) })}
    />
  );
}
