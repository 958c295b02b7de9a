import { useMutation } from '@tanstack/react-query';
import { completeChallenge, type ChallengeOutcome } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

/** complete-challenge (sandbox only): the test-mode 3-D Secure page's answer. */
export function useCompleteChallenge() {
  return useMutation({
    mutationFn: (input: { clientSecret: string; outcome: ChallengeOutcome }) => callApi(completeChallenge, input),
  });
}
