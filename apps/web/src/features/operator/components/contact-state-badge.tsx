import { ContactState } from '@kurumatabi/contract';
import { Tag, type TagTone } from '@/components/ui/tag';

const tones: Record<ContactState, TagTone> = { New: 'warning', Answered: 'info', Done: 'success' };

/** A contact message's state: 未対応 (warm), 回答済み, 対応完了. */
export function ContactStateBadge({ state }: { state: ContactState }) {
  return (
    <Tag tone={tones[state]} data-testid="contact-state">
      {ContactState.labels[state]}
    </Tag>
  );
}
