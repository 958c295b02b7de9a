import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/input';
import { authMessages as m } from '../messages';

type FieldProps = ComponentProps<typeof TextField>;

/** The email field of the sign-in, sign-up and reset forms: one label, keyboard and autofill hint. */
export function EmailField({ label = m.email, ...props }: Omit<FieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" placeholder={m.emailPlaceholder} {...props} />;
}

/** A password field with the show/hide toggle; `autoComplete` says whether it is the current or a new one. */
export function PasswordField({
  label = m.password,
  ...props
}: Omit<FieldProps, 'label' | 'type' | 'revealable' | 'revealLabels'> & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <TextField label={label} type="password" revealable revealLabels={{ show: m.showPassword, hide: m.hidePassword }} {...props} />;
}
