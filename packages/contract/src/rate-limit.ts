/**
 * The rate-limit budget an endpoint spends from (ADR 0017). Declared beside the endpoint
 * (`defineEndpoint({ …, rateLimit: 'search' })`); an endpoint that declares nothing spends from
 * `general`, so a new endpoint inherits a generous budget. The API owns the numbers (one setting per
 * class) and whether a class is counted per signed-in user or per client address.
 *
 * - `general`: every other call (details, masters, one's own lists, most writes).
 * - `search`: the searches (list-car, list-spot, search-reserves…): each may read many rows.
 * - `signUp`: registering a new identity with the product (create-user). Counted per address: a new
 *   identity costs nothing to make, so a per-user budget would not stop anyone.
 * - `account`: account-level changes after sign-in (email, deactivation, becoming a host).
 * - `upload`: image uploads (multipart).
 * - `reserve`: creating a reservation.
 * - `contact`, `message`: inquiries and messages between users (declared now, so the endpoints that
 *   come with the conversations issue only tag themselves).
 */
export const rateLimitClasses = ['general', 'search', 'signUp', 'account', 'upload', 'reserve', 'contact', 'message'] as const;
export type RateLimitClass = (typeof rateLimitClasses)[number];
