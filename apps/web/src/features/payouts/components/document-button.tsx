import type { DownloadedDocument } from '@kurumatabi/contract';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { saveDocument } from '../download';
import { payoutMessages as m } from '../messages';

/** A button that fetches a document from the API and saves it (the statement, the fee invoice, the Zengin file). */
export function DocumentButton({
  label,
  fetch,
  disabled,
}: {
  label: string;
  fetch: () => Promise<DownloadedDocument>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      disabled={disabled}
      icon={<FileDown className="size-4" aria-hidden />}
      onClick={() => {
        setBusy(true);
        fetch()
          .then(saveDocument)
          .catch(() => toast.error(m.downloadFailed))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
