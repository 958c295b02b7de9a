import { Check } from 'lucide-react';
import { cx } from '@/lib/cx';

export interface Choice {
  id: string;
  name: string;
}

interface ChoiceChipsProps {
  legend: string;
  /** The legend is read by assistive tech only (a heading above already says it). */
  hideLegend?: boolean;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Native checkboxes drawn as chips that wrap: many short choices (kinds, facilities) fit a phone. */
export function ChoiceChips({ legend, hideLegend = false, choices, selected, onChange }: ChoiceChipsProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-bold text-ink-soft'}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const checked = selected.includes(choice.id);
          return (
            <label key={choice.id} className="cursor-pointer">
              <input
                type="checkbox"
                className="peer sr-only"
                checked={checked}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
              <span
                className={cx(
                  'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors duration-150',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-bright',
                  checked
                    ? 'border-gold bg-gold/15 font-bold text-gold-bright'
                    : 'border-line text-ink-soft hover:border-line-strong hover:text-ink',
                )}
              >
                {checked && <Check className="size-3.5" strokeWidth={3} aria-hidden />}
                {choice.name}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
