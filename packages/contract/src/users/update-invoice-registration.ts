import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { invoiceRegistrationInput } from './account-kind.js';
import { currentUser } from './dto.js';

/**
 * Registers (or, with null, removes) the host's invoice registration number (適格請求書発行事業者登録番号)
 * and the name it is registered under; receipts issued for the host's trips become qualified invoices
 * while it is set (issue 33). Hosts only: guests issue no invoices.
 */
export const updateInvoiceRegistration = defineEndpoint({
  path: '/v1/user/update-invoice-registration',
  tag: 'users',
  summary: '適格請求書発行事業者の登録番号を登録・削除する（車両オーナー・スポット掲載者）',
  access: 'host',
  ids: {},
  input: z.strictObject({ registration: invoiceRegistrationInput.nullable() }),
  output: currentUser,
  errors: ['USER_NOT_REGISTERED'],
});
