import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

export interface CheckboxChoice {
  id: string;
  name: string;
  description?: string;
}

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  /** Choices in groups (装備 by category), or one unnamed group. */
  groups: readonly { title?: string; choices: readonly CheckboxChoice[] }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  selectedLabel: (count: number) => string;
  error?: string;
  disabled?: boolean;
}

/** Master rows to pick as checkboxes (in the master's order), grouped, with how many are chosen. */
export function CheckboxGroup({ legend, hint, groups, value, onChange, selectedLabel, error, disabled }: CheckboxGroupProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (choice: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choice);
    else next.delete(choice);
    // In the master's order; ids the master no longer lists are kept as they were.
    const all = groups.flatMap((group) => group.choices.map((c) => c.id));
    const known = new Set(all);
    onChange([...all.filter((c) => next.has(c)), ...value.filter((v) => !known.has(v))]);
  };
  return (
    <fieldset className="space-y-4" aria-labelledby={`${id}-legend`} aria-describedby={hint ? `${id}-hint` : undefined} disabled={disabled}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* Inside a div the legend does not name the fieldset: aria-labelledby does. */}
        <legend id={`${id}-legend`} className="text-base font-bold text-ink">
          {legend}
        </legend>
        <span className="tabular text-xs text-ink-muted">{selectedLabel(value.length)}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="-mt-2 text-xs leading-relaxed text-ink-muted">
          {hint}
        </p>
      )}
      {groups.map((group, index) => (
        <div key={group.title ?? index} className="space-y-2">
          {group.title && <p className="text-sm font-bold text-gold">{group.title}</p>}
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {group.choices.map((choice) => (
              <Checkbox key={choice.id} checked={chosen.has(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)}>
                {choice.name}
                {choice.description && <span className="block text-xs text-ink-muted">{choice.description}</span>}
              </Checkbox>
            ))}
          </div>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
