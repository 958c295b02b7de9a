import {
  acceptReview,
  createReview,
  createReviewReply,
  deleteReview,
  listModerationReviews,
  listReview,
  listReviewRings,
  listReviewPrompts,
  rejectReview,
  reportReview,
  showGuestReviews,
  showReserveReview,
  showReview,
  showReviewSummary,
  updateReview,
} from '@kurumatabi/contract';
import { registeredUser } from '../../http/route.js';
import type { ModuleRoutes } from '../module.js';

/** Reviews and ratings (ADR 0027): who may do what is the services' (the reservation's sides, the author, the reviewed host, operators). */
export const reviewsRoutes: ModuleRoutes = (route, { services }) => {
  const { writes, reads, moderation } = services.reviews;
  // Where it was written from (the client's address through the trusted proxies, and its user agent): ADR 0046.
  route(createReview, (ctx) =>
    writes.create(registeredUser(ctx), ctx.body, { address: ctx.request.ip, userAgent: ctx.request.headers['user-agent'] ?? '' }),
  );
  route(updateReview, (ctx) => writes.update(registeredUser(ctx), ctx.body));
  route(deleteReview, (ctx) => writes.remove(registeredUser(ctx), ctx.body.reviewId));
  route(createReviewReply, (ctx) => writes.reply(registeredUser(ctx), ctx.body));
  route(reportReview, (ctx) => writes.report(registeredUser(ctx), ctx.body.reviewId, ctx.body.reason));
  route(showReserveReview, (ctx) => reads.reserveState(registeredUser(ctx), ctx.body.reserveId));
  route(listReviewPrompts, (ctx) => reads.prompts(registeredUser(ctx), ctx.body.limit, ctx.body.offset));
  route(showGuestReviews, (ctx) => reads.guestReviews(registeredUser(ctx), ctx.body));
  route(listReview, (ctx) => reads.list(ctx.body));
  route(showReview, (ctx) => reads.show(ctx.body.reviewId));
  route(showReviewSummary, (ctx) => reads.summary(ctx.body));
  // Operator level: checked before the body is read.
  route(listModerationReviews, (ctx) => moderation.list(ctx.body.queue, ctx.body.limit, ctx.body.offset));
  route(acceptReview, (ctx) => moderation.accept(registeredUser(ctx), ctx.body.reviewId));
  route(listReviewRings, (ctx) => moderation.rings(ctx.body.limit, ctx.body.offset));
  route(rejectReview, (ctx) => moderation.reject(registeredUser(ctx), ctx.body.reviewId, ctx.body.reason));
};
