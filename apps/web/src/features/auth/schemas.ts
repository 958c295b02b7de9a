import { userName } from '@kurumatabi/contract';
import { z } from '@/lib/zod';
import { authMessages as m, credentialMessages as cm } from './messages';
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

const currentPasswordField = z.string().min(1, m.requiredPassword);

/** spec §5: the current password re-authenticates; the new one must meet the policy and differ. */
export function changePasswordSchema(policy: PasswordPolicy) {
  return z
    .object({ currentPassword: currentPasswordField, newPassword: newPasswordField(policy) })
    .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: cm.samePassword });
}

/** A first password for an account that signs in with Google or Facebook only. */
export function setPasswordSchema(policy: PasswordPolicy) {
  return z.object({ password: newPasswordField(policy) });
}

/** A new address (not the current one); the current password when the account has one. */
export function changeEmailSchema(currentEmail: string, withPassword: boolean) {
  return z.object({
    email: emailField.refine((email) => email.toLowerCase() !== currentEmail.toLowerCase(), cm.sameEmail),
    currentPassword: withPassword ? currentPasswordField : z.string(),
  });
}

/** Signing in with the new address completes a confirmed change. */
export const completeEmailSchema = z.object({ password: currentPasswordField });
