import { cx } from '@/lib/cx';

export const characterCountMessages = {
  count: (length: number, max: number) => `${length.toLocaleString('ja-JP')} / ${max.toLocaleString('ja-JP')}文字`,
  over: (by: number) => `${by.toLocaleString('ja-JP')}文字オーバー`,
};

/**
 * The length the API measures (ADR 0021: line breaks as one LF, leading and trailing blanks
 * trimmed, zod's `max` in UTF-16 units), so the counter and the server agree on what is too long.
 */
export function measuredLength(value: string): number {
  return value.replace(/\r\n?/g, '\n').trim().length;
}

/**
 * `120 / 2,000文字` under a text box: muted while there is room, warm near the limit, red past it
 * (where it also says by how much, and is read out once).
 */
export function CharacterCount({ value, max, id, className }: { value: string; max: number; id?: string; className?: string }) {
  const length = measuredLength(value);
  const over = length - max;
  return (
    <p
      id={id}
      className={cx(
        'tabular text-right text-xs',
        over > 0 ? 'font-bold text-danger' : length >= max * 0.9 ? 'text-warning' : 'text-ink-muted',
        className,
      )}
    >
      {characterCountMessages.count(length, max)}
      {over > 0 && (
        <span role="status" className="ml-2">
          {characterCountMessages.over(over)}
        </span>
      )}
    </p>
  );
}
