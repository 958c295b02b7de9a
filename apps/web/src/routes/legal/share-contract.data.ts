import { showShareContract } from '@kurumatabi/contract';
import { legalDocumentQuery } from '@/features/legal/api/legal-document';
import type { ServerData } from '@/ssr/server-data';

export const serverData: ServerData = ({ fill }) => fill(legalDocumentQuery('ShareContract'), showShareContract, {});
