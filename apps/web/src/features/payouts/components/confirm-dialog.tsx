import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** A yes/no question before an act that cannot be undone (closing a month, marking money sent). */
export function ConfirmDialog(props: {
  open: boolean;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} label={props.confirmLabel}>
      <p className="text-ink">{props.question}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={props.onClose}>
          キャンセル
        </Button>
        <Button loading={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
