import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { AppCrashBoundary, MissingPageGate, RouteErrorBoundary } from './error/error-boundaries';
import { BootScreen, RootLayout } from './layouts/root-layout';
import { deferredScreen } from '@/lib/deferred-route';
import { requireAuth } from './require-auth';
import { SignedInOnly } from './signed-in-only';

/**
 * The routes of spec §2 built so far, each page in its own lazy chunk. Routes that later issues
 * build are not declared yet: until then they fall to the not-found error screen, never to a
 * placeholder page.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/routes/home') },
  { path: 'terms', lazy: () => import('@/routes/legal/terms') },
  { path: 'privacy-policy', lazy: () => import('@/routes/legal/privacy-policy') },
  { path: 'share-contract', lazy: () => import('@/routes/legal/share-contract') },
  { path: 'company', lazy: () => import('@/routes/info/company') },
  { path: 'for-beginner', lazy: () => import('@/routes/info/for-beginner') },
  { path: 'guide', lazy: () => import('@/routes/info/guide') },
  { path: 'car-insurance', lazy: () => import('@/routes/info/car-insurance') },
  { path: 'faq', lazy: () => import('@/routes/faq') },
  { path: 'contact', lazy: () => import('@/routes/contact') },
  { path: 'reset-password', lazy: () => import('@/routes/reset-password') },
  { path: 'search-rv', lazy: deferredScreen(() => import('@/routes/search-rv')) },
  { path: 'search-rental', lazy: deferredScreen(() => import('@/routes/search-rental')) },
  { path: 'search-spot', lazy: deferredScreen(() => import('@/routes/search-spot')) },
  { path: 'car/:carId', lazy: deferredScreen(() => import('@/routes/car/detail')) },
  { path: 'spot/:spotId', lazy: deferredScreen(() => import('@/routes/spot/detail')) },
  // Reviews (issue 13): the list (two paths, one screen), one review, a listing's reviews.
  { path: 'review', lazy: deferredScreen(() => import('@/routes/reviews/index')) },
  { path: 'reviews', lazy: deferredScreen(() => import('@/routes/reviews/index')) },
  { path: 'reviews/:reviewId', lazy: deferredScreen(() => import('@/routes/reviews/detail')) },
  { path: 'car/:carId/reviews', lazy: deferredScreen(() => import('@/routes/car/reviews')) },
  { path: 'spot/:spotId/reviews', lazy: deferredScreen(() => import('@/routes/spot/reviews')) },
  // Content (issue 15): articles, news, owner interviews (each named by its slug) and the share page.
  { path: 'articles', lazy: () => import('@/routes/articles/index') },
  { path: 'articles/category/:name', lazy: () => import('@/routes/articles/category') },
  { path: 'articles/tag/:name', lazy: () => import('@/routes/articles/tag') },
  { path: 'articles/search', lazy: () => import('@/routes/articles/search') },
  { path: 'article/:id', lazy: () => import('@/routes/article') },
  { path: 'news', lazy: () => import('@/routes/news/index') },
  { path: 'news/:newsId', lazy: () => import('@/routes/news/detail') },
  { path: 'interview', lazy: () => import('@/routes/interview/index') },
  { path: 'interview/:id', lazy: () => import('@/routes/interview/detail') },
  { path: 'share', lazy: () => import('@/routes/share') },
  {
    // Sign-in-only pages: the loader waits for the session and redirects visitors (spec §2).
    loader: requireAuth,
    Component: SignedInOnly,
    children: [
      {
        // マイページ: one route per screen of spec §2 (account, owner and provider areas).
        path: 'mypage',
        // Its navigation (two dozen icons and labels) is no part of a public page's first load (ADR 0030).
        lazy: async () => ({ Component: (await import('./layouts/mypage-layout')).MypageLayout }),
        children: [
          { index: true, lazy: () => import('@/routes/mypage/index') },
          { path: 'notifications', lazy: () => import('@/routes/mypage/notifications') },
          { path: 'notification-setting', lazy: () => import('@/routes/mypage/notification-setting') },
          { path: 'profile', lazy: () => import('@/routes/mypage/profile') },
          { path: 'deactivate', lazy: () => import('@/routes/mypage/deactivate') },
          { path: 'driving-license', lazy: () => import('@/routes/mypage/driving-license') },
          { path: 'favorites', lazy: () => import('@/routes/mypage/favorites') },
          { path: 'reserves', lazy: () => import('@/routes/mypage/reserves') },
          { path: 'payments', lazy: () => import('@/routes/mypage/payments') },
          { path: 'inquiries', lazy: () => import('@/routes/mypage/inquiries') },
          { path: 'cars/to-owner', lazy: () => import('@/routes/mypage/cars/to-owner') },
          { path: 'cars/manage-locations', lazy: () => import('@/routes/mypage/cars/manage-locations') },
          { path: 'cars/bank-account', lazy: () => import('@/routes/mypage/cars/bank-account') },
          { path: 'cars/manage', lazy: () => import('@/routes/mypage/cars/manage') },
          { path: 'cars/new', lazy: () => import('@/routes/mypage/cars/new') },
          { path: 'cars/edit/:carId', lazy: () => import('@/routes/mypage/cars/edit') },
          { path: 'cars/dashboard', lazy: () => import('@/routes/mypage/cars/dashboard') },
          { path: 'cars/reserves', lazy: () => import('@/routes/mypage/cars/reserves') },
          { path: 'cars/inquiries', lazy: () => import('@/routes/mypage/cars/inquiries') },
          { path: 'cars/rents', lazy: () => import('@/routes/mypage/cars/rents') },
          { path: 'cars/sales', lazy: () => import('@/routes/mypage/cars/sales') },
          { path: 'cars/calendar/:carId', lazy: () => import('@/routes/mypage/cars/calendar') },
          { path: 'spots/to-provider', lazy: () => import('@/routes/mypage/spots/to-provider') },
          { path: 'spots/bank-account', lazy: () => import('@/routes/mypage/spots/bank-account') },
          { path: 'spots/manage', lazy: () => import('@/routes/mypage/spots/manage') },
          { path: 'spots/new', lazy: () => import('@/routes/mypage/spots/new') },
          { path: 'spots/edit/:spotId', lazy: () => import('@/routes/mypage/spots/edit') },
          { path: 'spots/dashboard', lazy: () => import('@/routes/mypage/spots/dashboard') },
          { path: 'spots/reserves', lazy: () => import('@/routes/mypage/spots/reserves') },
          { path: 'spots/inquiries', lazy: () => import('@/routes/mypage/spots/inquiries') },
          { path: 'spots/sales', lazy: () => import('@/routes/mypage/spots/sales') },
          { path: 'spots/calendar/:spotId', lazy: () => import('@/routes/mypage/spots/calendar') },
        ],
      },
      // Reserving and a reservation's pages (issue 5): the guest's, the host's and operators' alike.
      { path: 'car/:carId/reserve', lazy: () => import('@/routes/car/reserve') },
      { path: 'spot/:spotId/reserve', lazy: () => import('@/routes/spot/reserve') },
      { path: 'reserves/:reserveId', lazy: () => import('@/routes/reserves/detail') },
      { path: 'reserves/:reserveId/rent', lazy: () => import('@/routes/reserves/rent') },
      { path: 'reserves/:reserveId/return', lazy: () => import('@/routes/reserves/return') },
      { path: 'reserves/:reserveId/review', lazy: () => import('@/routes/reserves/review') },
      // A conversation's thread (issue 12): one page for both of its people, like a reservation's.
      { path: 'inquiries/:inquiryId', lazy: () => import('@/routes/inquiries/detail') },
      {
        // 運営管理: operators only; its loader answers anyone else with the no-permission screen (403).
        path: 'operator',
        lazy: () => import('./layouts/operator-layout'),
        children: [
          { index: true, lazy: () => import('@/routes/operator/index') },
          { path: 'driver-licenses', lazy: () => import('@/routes/operator/driver-licenses') },
          { path: 'reserves', lazy: () => import('@/routes/operator/reserves') },
          { path: 'reserves/:reserveId', lazy: () => import('@/routes/operator/reserve') },
          { path: 'users', lazy: () => import('@/routes/operator/users') },
          { path: 'users/:userId', lazy: () => import('@/routes/operator/user') },
          { path: 'audit', lazy: () => import('@/routes/operator/audit') },
          // Four eyes on staff acts against staff (ADR 0045).
          { path: 'staff-requests', lazy: () => import('@/routes/operator/staff-requests') },
          // Money (ADR 0041): payments and staff refunds, the ledger report.
          { path: 'payments', lazy: () => import('@/routes/operator/payments') },
          { path: 'payments/:reserveId', lazy: () => import('@/routes/operator/payment') },
          { path: 'ledger', lazy: () => import('@/routes/operator/ledger') },
          { path: 'driver-licenses/:driverLicenseId', lazy: () => import('@/routes/operator/driver-license') },
          { path: 'cars', lazy: () => import('@/routes/operator/cars') },
          { path: 'cars/:carId', lazy: () => import('@/routes/operator/car') },
          { path: 'spots', lazy: () => import('@/routes/operator/spots') },
          { path: 'spots/:spotId', lazy: () => import('@/routes/operator/spot') },
          { path: 'changes', lazy: () => import('@/routes/operator/changes') },
          { path: 'contacts', lazy: () => import('@/routes/operator/contacts') },
          { path: 'contacts/:contactMessageId', lazy: () => import('@/routes/operator/contact') },
          { path: 'mails', lazy: () => import('@/routes/operator/mails') },
          { path: 'payouts', lazy: () => import('@/routes/operator/payouts') },
          { path: 'invoices', lazy: () => import('@/routes/operator/invoices') },
          { path: 'inquiries/:inquiryId', lazy: () => import('@/routes/operator/inquiry') },
          { path: 'reserves/:reserveId/inquiry', lazy: () => import('@/routes/operator/reserve-inquiry') },
          { path: 'reviews', lazy: () => import('@/routes/operator/reviews') },
          // Reviews from real stays (ADR 0046): disputed returns, and accounts that review each other.
          { path: 'return-disputes', lazy: () => import('@/routes/operator/return-disputes') },
          { path: 'review-rings', lazy: () => import('@/routes/operator/review-rings') },
          // Content (issue 15): the list, a new item, the editor.
          { path: 'contents', lazy: () => import('@/routes/operator/contents') },
          { path: 'contents/new', lazy: () => import('@/routes/operator/content-new') },
          { path: 'contents/:contentId', lazy: () => import('@/routes/operator/content') },
        ],
      },
    ],
  },
  {
    // Any other URL: the not-found error screen (the loader always throws, nothing renders here).
    path: '*',
    loader: () => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    },
    element: null,
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The default fallback: only when the layout itself fails.
    ErrorBoundary: AppCrashBoundary,
    HydrateFallback: BootScreen,
    // Pathless: its error screen renders inside the layout (header and footer stay).
    children: [{ Component: MissingPageGate, ErrorBoundary: RouteErrorBoundary, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
