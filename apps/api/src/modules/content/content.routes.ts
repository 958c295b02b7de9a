import {
  createContent,
  listArticle,
  listArticleByCategory,
  listArticleByTag,
  listArticleOverview,
  listContentRevisions,
  listContents,
  listNewArticle,
  listNews,
  listOwnerInterview,
  listPopularArticle,
  listPopularArticleCategory,
  listPopularArticleTag,
  previewContent,
  publishContent,
  scheduleContent,
  searchArticles,
  showArticle,
  showContent,
  showContentTaxonomy,
  showLatestNews,
  showNews,
  showOwnerInterview,
  unpublishContent,
  updateContent,
  uploadContentImage,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';
import { viewerOf } from './content-viewer.js';

/** Articles, news and owner interviews (ADR 0031): the public reads and the operators' desk. */
export const contentRoutes: ModuleRoutes = (route, { services }) => {
  const site = services.content;
  route(listArticle, ({ body }) => site.listArticle(body));
  route(listArticleByCategory, ({ body }) => site.listArticleByCategory(body));
  route(listArticleByTag, ({ body }) => site.listArticleByTag(body));
  route(listArticleOverview, () => site.listArticleOverview());
  route(listNewArticle, ({ body }) => site.listNewArticle(body));
  route(listPopularArticle, ({ body }) => site.listPopularArticle(body));
  route(listPopularArticleCategory, ({ body }) => site.listPopularArticleCategory(body));
  route(listPopularArticleTag, ({ body }) => site.listPopularArticleTag(body));
  route(searchArticles, ({ body }) => site.searchArticles(body));
  route(showArticle, async ({ body, request }) => site.showArticle(body.slug, await viewerOf(request)));
  route(listNews, ({ body }) => site.listNews(body));
  route(showLatestNews, ({ body }) => site.showLatestNews(body));
  route(showNews, async ({ body, request }) => site.showNews(body.slug, await viewerOf(request)));
  route(listOwnerInterview, ({ body }) => site.listOwnerInterview(body));
  route(showOwnerInterview, async ({ body, request }) => site.showOwnerInterview(body.slug, await viewerOf(request)));

  const desk = services.contentEditor;
  route(listContents, ({ body }) => desk.list(body));
  route(showContent, ({ body }) => desk.show(body.contentId));
  route(createContent, (ctx) => desk.create(registeredUser(ctx), ctx.body));
  route(updateContent, (ctx) => desk.update(registeredUser(ctx), ctx.body));
  route(publishContent, (ctx) => desk.publish(registeredUser(ctx), ctx.body));
  route(scheduleContent, (ctx) => desk.schedule(registeredUser(ctx), ctx.body));
  route(unpublishContent, (ctx) => desk.unpublish(registeredUser(ctx), ctx.body));
  route(listContentRevisions, ({ body }) => desk.revisions(body));
  route(previewContent, ({ body }) => desk.preview(body));
  route(showContentTaxonomy, () => desk.taxonomy());
  route(uploadContentImage, async (ctx) => {
    const operator = registeredUser(ctx);
    return desk.recordImageUpload(operator, await services.images.upload(operator.id, ctx.file.data, 'Public'));
  });
};
