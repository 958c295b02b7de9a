import { listFaq } from '@kurumatabi/contract';
import type { ModuleRoutes } from '../module.js';
import { createFaqRepository } from './faq.repository.js';
import { createFaqService } from './faq.service.js';

export const faqRoutes: ModuleRoutes = (route, { db }) => {
  const faq = createFaqService(createFaqRepository(db));
  route(listFaq, ({ body }) => faq.list(body));
};
