/**
 * The password policy (spec §5): fetched from the identity provider; when it sets none (as the
 * Auth emulator), the minimum length is 6. The policy may add a maximum length and lowercase,
 * uppercase, numeric and non-alphanumeric requirements.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: DEFAULT_MIN_PASSWORD_LENGTH,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** The shape of Identity Toolkit's `GET /v2/passwordPolicy` answer (the fields we use). */
interface PolicyResponse {
  customStrengthOptions?: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  enforcementState?: string;
}

export function policyFromResponse(response: unknown): PasswordPolicy {
  const options = (response as PolicyResponse | null)?.customStrengthOptions;
  const enforced = (response as PolicyResponse | null)?.enforcementState === 'ENFORCE';
  if (!options || !enforced) return defaultPasswordPolicy;
  return {
    minLength: Math.max(options.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH, DEFAULT_MIN_PASSWORD_LENGTH),
    maxLength: options.maxPasswordLength ?? null,
    requireLowercase: options.containsLowercaseCharacter === true,
    requireUppercase: options.containsUppercaseCharacter === true,
    requireNumeric: options.containsNumericCharacter === true,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter === true,
  };
}

export interface PasswordRequirement {
  key: keyof PasswordPolicy;
  label: string;
  met: boolean;
}

/** Every requirement of the policy with whether the password meets it, for a live checklist. */
export function passwordRequirements(policy: PasswordPolicy, password: string): PasswordRequirement[] {
  const length = [...password].length;
  const list: PasswordRequirement[] = [{ key: 'minLength', label: `${policy.minLength}文字以上`, met: length >= policy.minLength }];
  if (policy.maxLength !== null) {
    list.push({ key: 'maxLength', label: `${policy.maxLength}文字以内`, met: length <= policy.maxLength });
  }
  if (policy.requireLowercase) list.push({ key: 'requireLowercase', label: '英小文字を含む', met: /[a-z]/.test(password) });
  if (policy.requireUppercase) list.push({ key: 'requireUppercase', label: '英大文字を含む', met: /[A-Z]/.test(password) });
  if (policy.requireNumeric) list.push({ key: 'requireNumeric', label: '数字を含む', met: /[0-9]/.test(password) });
  if (policy.requireNonAlphanumeric) {
    list.push({ key: 'requireNonAlphanumeric', label: '記号を含む', met: /[^A-Za-z0-9]/.test(password) });
  }
  return list;
}

/** A one-line Japanese message for the first unmet requirement, or null when all are met. */
export function passwordPolicyError(policy: PasswordPolicy, password: string): string | null {
  const unmet = passwordRequirements(policy, password).filter((r) => !r.met);
  if (unmet.length === 0) return null;
  return `パスワードは${unmet.map((r) => r.label).join('・')}にしてください。`;
}

/** The policy endpoint of the identity provider, or of the emulator when it is used. */
export function passwordPolicyUrl(apiKey: string, emulatorUrl: string | null): string {
  const base = emulatorUrl ? `${emulatorUrl.replace(/\/$/, '')}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v2/passwordPolicy?key=${encodeURIComponent(apiKey)}`;
}

/** Fetches the policy; any failure (no policy configured, emulator, network) gives the default. */
export async function fetchPasswordPolicy(url: string, doFetch: typeof fetch = fetch): Promise<PasswordPolicy> {
  try {
    const response = await doFetch(url);
    if (!response.ok) return defaultPasswordPolicy;
    return policyFromResponse(await response.json());
  } catch {
    return defaultPasswordPolicy;
  }
}

/** The cache key of the policy; invalidated when the provider says a password fell short. */
export const passwordPolicyQueryKey = ['identity', 'password-policy'] as const;
