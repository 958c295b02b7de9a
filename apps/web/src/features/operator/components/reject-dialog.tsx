import { toast } from 'react-toastify';
import { consoleMessages } from '../console-messages';
import { refusalText } from '../refusal-text';
import { ReasonDialog, type ReasonDialogTexts } from './reason-dialog';

/**
 * 却下する with a reason, for the console's four eyes (a waiting refund, a waiting staff act): the dialog closes
 * when the refusal is taken; when it is refused in turn (another operator decided first), the API's own message is
 * shown — read from the error itself, since the mutation's state in this render is still the previous one.
 */
export function RejectDialog({
  open,
  onClose,
  onReject,
  busy,
  texts,
  fallback,
}: {
  open: boolean;
  onClose: () => void;
  /** Sends the refusal; rejects when it was not taken. */
  onReject: (reason: string) => Promise<void>;
  busy: boolean;
  texts: Pick<ReasonDialogTexts, 'heading' | 'lead' | 'placeholder' | 'confirm'>;
  /** Shown when the answer did not arrive or the server failed. */
  fallback: string;
}) {
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      onConfirm={async (reason) => {
        try {
          await onReject(reason);
          onClose();
          return true;
        } catch (error) {
          toast.error(refusalText(error, fallback));
          return false;
        }
      }}
      busy={busy}
      texts={{ ...consoleMessages.common.reasonDialog, ...texts }}
      tone="danger"
    />
  );
}
