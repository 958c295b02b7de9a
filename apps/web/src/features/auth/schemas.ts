import { userName } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { authMessages as m } from './messages';
import { passwordPolicyError, type PasswordPolicy } from './password-policy';

export const emailField = z.string().trim().min(1, m.requiredEmail).pipe(z.email(m.invalidEmail));

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, m.requiredPassword),
});

/** A new password must meet the provider's policy (checked here first, enforced by the provider). */
export function newPasswordField(policy: PasswordPolicy) {
  return z.string().superRefine((password, ctx) => {
    const message = password ? passwordPolicyError(policy, password) : m.requiredPassword;
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export function signUpSchema(policy: PasswordPolicy) {
  return z.object({ name: userName, email: emailField, password: newPasswordField(policy) });
}

export const resetRequestSchema = z.object({ email: emailField });

export function resetConfirmSchema(policy: PasswordPolicy) {
  return z.object({ code: z.string().trim().min(1, m.requiredCode), password: newPasswordField(policy) });
}
