import { ContactCategory, MAX_CONTACT_BODY_LENGTH } from '@kurumatabi/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { CharacterCount } from '@/components/ui/character-count';
import { TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { TextAreaField } from '@/components/ui/textarea';
import type { ContactFormValues } from '../contact-form-schema';
import { contactMessages as m } from '../messages';

const categoryOptions = ContactCategory.values.map((value) => ({ value, label: ContactCategory.labels[value] }));

/** A label with its 必須 mark (the mark is decoration: the field's rules say the rest). */
function required(label: string): string {
  return `${label}（${m.required}）`;
}

/**
 * The form's fields. `website` is the honeypot of the contract: off screen, out of the tab order
 * and hidden from screen readers, so only a robot fills it (and its message is then dropped).
 */
export function ContactFields() {
  const form = useFormContext<ContactFormValues>();
  const errors = form.formState.errors;
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={required(m.name)}
          placeholder={m.namePlaceholder}
          autoComplete="name"
          maxLength={50}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={required(m.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={m.emailPlaceholder}
          hint={m.emailHint}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <SelectField
        label={required(m.category)}
        placeholder={m.categoryPlaceholder}
        options={categoryOptions}
        error={errors.category?.message}
        className="sm:max-w-md"
        {...form.register('category')}
      />
      <div>
        <TextAreaField
          label={required(m.body)}
          rows={8}
          placeholder={m.bodyPlaceholder}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <CharacterCount value={body} max={MAX_CONTACT_BODY_LENGTH} className="mt-1" />
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label>
          {m.honeypot}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
    </div>
  );
}
