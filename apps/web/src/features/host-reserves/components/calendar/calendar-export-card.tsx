import type { CalendarSync } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { Copy, RotateCw } from 'lucide-react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { useRotateCalendarExport } from '../../api/calendar-sync';
import { hostReserveMessages, type HostKind } from '../../messages';

const m = hostReserveMessages.calendarSync;

/** The message of a refusal for the person who typed: the API's own (Japanese) for a 4xx, a general one otherwise. */
export function syncErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? (error.details?.[0]?.message ?? error.message) : m.saveFailed;
}

/**
 * The listing's secret export addresses (ADR 0057): the listing's own and, for a spot, one per current plan (a
 * channel manager that sells one plan elsewhere reads that plan's full days only). Each is copied or made anew alone.
 */
export function CalendarExportCard({ kind, listingId, sync }: { kind: HostKind; listingId: string; sync: CalendarSync }) {
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h3 className="font-bold text-ink">{m.exportTitle}</h3>
      <p className="text-sm leading-relaxed text-ink-soft">{m.exportLead}</p>
      <ExportAddress kind={kind} listingId={listingId} label={m.exportUrlLabel} url={sync.exportUrl} />
      {sync.planExports.length > 0 && (
        <section aria-labelledby="plan-exports-title" className="space-y-3 border-t border-line pt-3">
          <h4 id="plan-exports-title" className="text-sm font-bold text-ink">
            {m.planExportsTitle}
          </h4>
          <p className="text-xs leading-relaxed text-ink-soft">{m.planExportsLead}</p>
          {sync.planExports.map((plan) => (
            <ExportAddress
              key={plan.planId}
              kind={kind}
              listingId={listingId}
              planId={plan.planId}
              label={m.planExportUrlLabel(plan.name)}
              url={plan.exportUrl}
            />
          ))}
        </section>
      )}
    </Card>
  );
}

function ExportAddress(props: { kind: HostKind; listingId: string; planId?: string; label: string; url: string }) {
  const rotate = useRotateCalendarExport(props.kind, props.listingId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  const onRotate = async () => {
    if (!window.confirm(m.rotateConfirm)) return;
    try {
      await rotate.mutateAsync(props.planId);
      toast.success(m.rotated);
    } catch (error) {
      toast.error(syncErrorMessage(error));
    }
  };
  return (
    <div className="space-y-2">
      <TextField
        label={props.label}
        value={props.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        className="[&_input]:text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()} aria-label={m.copyLabel(props.label)} icon={<Copy className="size-4" aria-hidden />}>
          {m.copy}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void onRotate()}
          loading={rotate.isPending}
          aria-label={m.rotateLabel(props.label)}
          icon={<RotateCw className="size-4" aria-hidden />}
        >
          {m.rotate}
        </Button>
      </div>
    </div>
  );
}
