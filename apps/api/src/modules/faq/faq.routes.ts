import { listFaq } from '@kurumatabi/contract';
import type { ModuleRoutes } from '../module.js';
import { createFaqRepository } from './faq.repository.js';
import { createFaqService } from './faq.service.js';

export const faqRoutes: ModuleRoutes = (route, { db, contentCacheTtlMs }) => {
  const faq = createFaqService(createFaqRepository(db), { cacheTtlMs: contentCacheTtlMs });
  route(listFaq, ({ body }) => faq.list(body));
};
