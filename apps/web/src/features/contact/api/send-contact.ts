import { useMutation } from '@tanstack/react-query';
import { publicSendContact, sendContact, type ContactReceipt } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import type { ContactFormOutput } from '../contact-form-schema';

/**
 * The contact form's one call: a signed-in user's message goes with their account (send-contact),
 * a visitor's to the public one (spec §6: visitors use /v1/public). Same form, same answer.
 */
export function useSendContact() {
  const { authenticated } = useSession();
  return useMutation({
    mutationFn: (form: ContactFormOutput): Promise<ContactReceipt> =>
      authenticated ? callApi(sendContact, form) : callApi(publicSendContact, form),
  });
}
