import { contactFormInput, type ContactCategory } from '@kurumatabi/contract';
import { z } from '@/lib/zod';

/**
 * The form's schema: the contract's rules (the API checks the same), with the category starting
 * unchosen ('') so the contract's 「お問い合わせの種類を選んでください。」 shows until one is picked.
 */
export const contactFormSchema = contactFormInput.extend({
  category: z.string().pipe(contactFormInput.shape.category),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export const emptyContactForm = (prefill: { name?: string | null; email?: string | null }): ContactFormValues => ({
  name: prefill.name ?? '',
  email: prefill.email ?? '',
  category: '',
  body: '',
  website: '',
});

/** The fields the API names in a refusal's details, which the form can show beside their box. */
export const contactFieldNames = ['name', 'email', 'category', 'body'] as const satisfies readonly (keyof ContactFormValues)[];
export type ContactField = (typeof contactFieldNames)[number];

export function isContactField(path: string): path is ContactField {
  return (contactFieldNames as readonly string[]).includes(path);
}

export type { ContactCategory };
