import { useQuery } from '@tanstack/react-query';
import { defaultPasswordPolicy, passwordPolicyQueryKey, type PasswordPolicy } from './password-policy';
import { getPasswordPolicy } from './session/identity';

/** The identity provider's password policy; the default (6 characters minimum) until it is known. */
export function usePasswordPolicy(): PasswordPolicy {
  const query = useQuery({ queryKey: passwordPolicyQueryKey, queryFn: getPasswordPolicy, staleTime: Infinity });
  return query.data ?? defaultPasswordPolicy;
}
