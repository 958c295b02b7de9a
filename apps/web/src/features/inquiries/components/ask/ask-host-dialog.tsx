import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useCreateInquiry } from '../../api/create-inquiry';
import { askMessages as m } from './ask-messages';
import { AskDialog } from './ask-dialog';

export interface AskHostDialogProps {
  target: 'car' | 'spot';
  listingId: string;
  title: string;
  onClose: () => void;
}

/**
 * The question's dialog, open: the guest writes, the inquiry is created with its first message and
 * the guest lands on the thread. Its own chunk, fetched when the dialog first opens (ADR 0030).
 */
export default function AskHostDialog({ target, listingId, title, onClose }: AskHostDialogProps) {
  const navigate = useNavigate();
  const create = useCreateInquiry({ targetKind: target === 'car' ? 'Car' : 'Spot', listingId });
  return (
    <AskDialog
      open
      onClose={onClose}
      title={m.dialogTitle[target]}
      about={m.about(title)}
      sending={create.isPending}
      onSend={async (body) => {
        const inquiry = await create.mutateAsync(body);
        onClose();
        toast.success(m.sent);
        void navigate(`/inquiries/${inquiry.id}`);
      }}
    />
  );
}
