import { queryOptions } from '@tanstack/react-query';
import { showPrivacyPolicy, showShareContract, showTerms, type LegalKind } from '@kurumatabi/contract';
import { callApi } from '@/lib/api-client';

const endpointOf = { Terms: showTerms, PrivacyPolicy: showPrivacyPolicy, ShareContract: showShareContract } as const;

/** show-terms / show-privacy-policy / show-share-contract: the current version, body `{}`. */
export function legalDocumentQuery(kind: LegalKind) {
  return queryOptions({
    queryKey: ['legal', kind],
    queryFn: ({ signal }) => callApi(endpointOf[kind], {}, { signal }),
  });
}
