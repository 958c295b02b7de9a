import type { LegalDocument } from '@kurumatabi/contract';
import { ExternalLink, ScrollText } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { becomeHostMessages as m } from '../messages';

interface ShareContractPanelProps {
  contract: LegalDocument | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The share contract in force, in a scrollable box (focusable, so it scrolls by keyboard too), with
 * its version and a link to the full page in a new tab.
 */
export function ShareContractPanel({ contract, failed, onRetry }: ShareContractPanelProps) {
  return (
    <section aria-labelledby="share-contract-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="share-contract-title" className="flex items-center gap-2 text-lg font-bold">
          <ScrollText className="size-5 text-gold" aria-hidden />
          {m.contractTitle}
        </h2>
        {contract && (
          <p data-testid="share-contract-version" className="text-sm text-ink-muted tabular">
            {m.contractVersion(contract.version, formatDate(contract.effectiveOn))}
          </p>
        )}
      </div>
      <p className="text-sm leading-relaxed text-ink-soft">{m.contractIntro}</p>
      {failed ? (
        <Alert tone="error">
          <p>{m.contractFailed}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={onRetry}>
            {m.retry}
          </Button>
        </Alert>
      ) : !contract ? (
        <div role="status" aria-label={m.contractLoading} className="space-y-4 rounded-xl border border-line bg-canvas p-5">
          <Skeleton className="h-5 w-2/3" />
          <SkeletonText lines={5} />
        </div>
      ) : (
        <>
          <div
            role="region"
            aria-label={m.contractRegion}
            tabIndex={0}
            className="max-h-80 overflow-y-auto rounded-xl border border-line bg-canvas px-5 py-4 text-sm leading-[1.9] text-ink-soft"
          >
            <p className="font-bold text-ink">{contract.title}</p>
            <p className="mt-3">{contract.preamble}</p>
            {contract.sections.map((section) => (
              <div key={section.heading} className="mt-5">
                <h3 className="font-bold text-ink">{section.heading}</h3>
                {section.paragraphs.map((paragraph, i) => (
                  <p key={i} className="mt-1.5">
                    {paragraph}
                  </p>
                ))}
              </div>
            ))}
          </div>
          <a
            href="/share-contract"
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-bold text-gold underline-offset-4 hover:text-gold-bright hover:underline"
          >
            {m.contractOpen}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        </>
      )}
    </section>
  );
}
