import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_MARKETPLACE_FEE_RATE, rateLimitClasses, type BankAccountKind, type RateLimitClass } from '@kurumatabi/contract';
import { z } from 'zod';
import { defaultWebDistDir, repoRoot } from './paths.js';

/**
 * Every environment variable the API reads, parsed once. Empty strings count as unset, so a
 * `.env` line like `TOKEN_SYNC_URL=` means "not configured" instead of an invalid URL.
 */
export interface Config {
  /** 'production' enables the production-only rules; any other value (development, test, …) does not. */
  nodeEnv: string;
  host: string;
  port: number;
  databaseUrl: string;
  databasePoolMax: number;
  /** The site's public origin, e.g. `https://kurumatabi.jp`; the only origin CORS allows. */
  publicUrl: string;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** `127.0.0.1:9099` when the Auth emulator is used, else null. */
    authEmulatorHost: string | null;
  };
  /** The built web app; when the folder is absent the API serves only the API. */
  webDistDir: string;
  /**
   * The folder of local state (DATA_DIR, default `.data` in the repository): the defaults of the image
   * store and the mail folder live under it, as the database and the emulator's accounts of `npm start` do.
   */
  dataDir: string;
  /** The reference UI at /docs and /v1/openapi.json (API_DOCS): on by default outside production, off in it. */
  apiDocs: boolean;
  tokenSyncUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  /** API call budgets (ADR 0017): only /v1 calls count; pages, assets, images and probes never do. */
  rateLimit: {
    /** `memory`: each process counts alone (one process). `postgres`: the replicas share their counts through PostgreSQL. */
    store: 'memory' | 'postgres';
    /** How often a process sends its new counts to PostgreSQL and reads the shared totals back (postgres store), in ms. */
    syncIntervalMs: number;
    /** Calls per minute per key (user or address) of each class, already multiplied by RATE_LIMIT_SCALE. */
    perMinute: Record<RateLimitClass, number>;
  };
  /** Fastify's trustProxy: false, true, or a hop count (behind a load balancer the client IP is in X-Forwarded-For). */
  trustProxy: boolean | number;
  /**
   * How long the API keeps content that changes only with a deploy (legal texts, FAQ) in memory,
   * in seconds; 0 reads the database on every request (ADR 0008).
   */
  contentCacheTtlSeconds: number;
  /**
   * How long a fully verified ID token (signature, claims, revocation, disabled identity) is trusted
   * again before the identity service is asked again, in seconds; 0 asks on every request (ADR 0008).
   */
  revocationCheckTtlSeconds: number;
  /** Where uploaded images are kept (ADR 0012): a local folder, or an S3-compatible bucket. */
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        /** e.g. `https://s3.ap-northeast-1.amazonaws.com` or a MinIO / R2 origin. */
        endpoint: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /** The HMAC key of private images' signed URLs (5 minutes). */
  imageUrlSecret: string;
  /**
   * Views that count (ADR 0044): the HMAC key of the daily visitor hashes (the same on every replica,
   * so one person is one row whichever replica counted them), and the views a minute past which a
   * visitor is taken for a robot.
   */
  contentViews: { visitorSecret: string; maxPerMinute: number };
  /** The HMAC key of a review's client signal (address and user agent, ADR 0046): the review-ring queue compares them. */
  clientSignalSecret: string;
  /**
   * Mail (ADR 0013): SMTP when `smtpUrl` is set; else, outside production, each mail is written as
   * an .eml file into `mailDir`; else no mail (in-app notifications only).
   */
  mail: {
    smtpUrl: string | null;
    from: string;
    dir: string | null;
    /**
     * The mail queues on the job engine (ADR 0026): how often the workers look for due jobs, the first retry's delay,
     * the attempts before a mail is failed, the window that gathers a conversation's notices, the queues' scope.
     */
    jobs: { pollSeconds: number; retryBaseSeconds: number; maxAttempts: number; batchWindowSeconds: number; scope: string | null };
  };
  /**
   * The marketplace's share of a reservation's total (ADR 0016), e.g. 0.1; recorded on each
   * reservation when it is made, so a change never rewrites past sales.
   */
  marketplaceFeeRate: number;
  /** Who issues the invoices of 請求書払い and the account the guests transfer to (ADR 0040); the full number is printed. */
  invoicing: {
    issuer: { name: string; address: string; email: string; registrationNumber: string };
    bankAccount: { bankName: string; branchName: string; accountKind: BankAccountKind; accountNumber: string; holderKana: string };
  };
  /** A staff refund above this many yen waits for a second operator's approval (ADR 0041); at or below it, one operator decides. */
  staffRefundApprovalThreshold: number;
  /**
   * The card processor (issue 33): `sandbox`, embedded with Stripe's test-mode semantics (the default,
   * refused in production), or `stripe` with its keys. `apiBase` points the SDK at a Stripe-compatible
   * server (the tests' loopback one); null means Stripe itself.
   */
  payments:
    | { provider: 'sandbox'; sandboxWebhookSecret: string }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        publishableKey: string;
        apiBase: string | null;
      };
  payouts: PayoutsConfig;
}

/**
 * Payouts (ADR 0039): when a month is closed and paid, the marketplace's own account the 総合振込 file is drawn on,
 * and the marketplace as the issuer of the hosts' fee invoices (a qualified invoice needs its 登録番号).
 */
export interface PayoutsConfig {
  /** The day of the following month the job closes a month (1 = 月末締め: closed on the 1st). */
  closeDay: number;
  /** Months after the closed month the payout is made (1 = 翌月). */
  payMonths: number;
  /** The day of that month (clamped to its last day: 31 = 月末払い). */
  payDay: number;
  source: {
    requesterCode: string;
    requesterName: string;
    bankCode: string;
    branchCode: string;
    accountType: 'Ordinary' | 'Checking';
    accountNumber: string;
  };
  issuer: { name: string; postalCode: string; address: string; email: string; registrationNumber: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      ['設定（環境変数）が正しくありません。 Invalid configuration:', ...problems.map((p) => `  - ${p.variable}: ${p.message}`)].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * ADR 0017: the default calls per minute of each class. `general` and `search` leave room for several
 * people browsing fast behind one shared address (a visitor's page makes up to ~20 calls); the others
 * are the calls worth abusing. `RATE_LIMIT_<CLASS>_PER_MINUTE` changes one, RATE_LIMIT_SCALE all.
 */
export const defaultPerMinute: Record<RateLimitClass, number> = {
  general: 1200,
  search: 300,
  signUp: 10,
  account: 20,
  upload: 60,
  reserve: 20,
  contact: 10,
  message: 60,
};

const int = (min: number, max: number) => z.coerce.number<string>().int().min(min).max(max);
const httpUrl = z.url({ protocol: /^https?$/, error: 'http(s):// で始まる URL を指定してください (expected an http(s) URL)' });

const envSchema = z.object({
  NODE_ENV: z
    .string()
    .regex(/^[a-z][a-z-]*$/, 'production / development / test などを指定してください (e.g. production)')
    .default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(1, 65535).default(3000),
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    error: (issue) =>
      issue.input === undefined ? '必須です (required)' : 'postgres:// で始まる URL を指定してください (expected a postgres:// URL)',
  }),
  DATABASE_POOL_MAX: int(1, 1000).default(10),
  PUBLIC_URL: httpUrl.optional(),
  FIREBASE_PROJECT_ID: z
    .string({ error: '必須です (required)' })
    .regex(
      /^[a-z0-9-]{4,40}$/,
      'Firebase のプロジェクト ID（英小文字・数字・ハイフン）を指定してください (expected a Firebase project id)',
    ),
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}$/, 'host:port の形式で指定してください (expected host:port, e.g. 127.0.0.1:9099)')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  DATA_DIR: z.string().optional(),
  API_DOCS: z.enum(['true', 'false'], { error: 'true または false を指定してください (expected true or false)' }).optional(),
  TOKEN_SYNC_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1024, 100 * 1024 * 1024).default(1_048_576),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).default('memory'),
  RATE_LIMIT_SYNC_MS: int(100, 60_000).default(1_000),
  RATE_LIMIT_SCALE: int(1, 1_000_000).default(1),
  RATE_LIMIT_GENERAL_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.general),
  RATE_LIMIT_SEARCH_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.search),
  RATE_LIMIT_SIGN_UP_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.signUp),
  RATE_LIMIT_ACCOUNT_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.account),
  RATE_LIMIT_UPLOAD_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.upload),
  RATE_LIMIT_RESERVE_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.reserve),
  RATE_LIMIT_CONTACT_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.contact),
  RATE_LIMIT_MESSAGE_PER_MINUTE: int(1, 10_000_000).default(defaultPerMinute.message),
  CONTENT_CACHE_TTL_SECONDS: int(0, 86_400).default(60),
  AUTH_REVOCATION_CHECK_TTL_SECONDS: int(0, 3_600).default(60),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  IMAGE_URL_SECRET: z.string().min(32, '32文字以上のランダムな文字列を指定してください (at least 32 characters)').optional(),
  VIEW_VISITOR_SECRET: z.string().min(32, '32文字以上のランダムな文字列を指定してください (at least 32 characters)').optional(),
  VIEW_MAX_PER_MINUTE: int(1, 1_000).default(20),
  CLIENT_SIGNAL_SECRET: z.string().min(32, '32文字以上のランダムな文字列を指定してください (at least 32 characters)').optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'smtp:// または smtps:// で始まる URL を指定してください (expected smtp(s)://)' })
    .optional(),
  MAIL_FROM: z.string().default('くるま旅 <no-reply@kurumatabi.jp>'),
  MAIL_DIR: z.string().optional(),
  MAIL_POLL_SECONDS: z.coerce
    .number<string>()
    .min(0.5, '0.5 以上 600 以下の秒数を指定してください (expected 0.5 to 600 seconds)')
    .max(600, '0.5 以上 600 以下の秒数を指定してください (expected 0.5 to 600 seconds)')
    .default(2),
  MAIL_RETRY_BASE_SECONDS: int(1, 3_600).default(30),
  MAIL_MAX_ATTEMPTS: int(1, 100).default(10),
  MAIL_BATCH_WINDOW_SECONDS: int(1, 3_600).default(120),
  MAIL_QUEUE_SCOPE: z
    .string()
    .regex(/^[\w-]{1,60}$/, '半角英数字・ハイフン・アンダースコア60文字以内で指定してください (expected up to 60 of [A-Za-z0-9_-])')
    .optional(),
  MARKETPLACE_FEE_RATE: z.coerce
    .number<string>()
    .min(0, '0 以上 0.5 以下の小数を指定してください (expected 0 to 0.5, e.g. 0.2)')
    .max(0.5, '0 以上 0.5 以下の小数を指定してください (expected 0 to 0.5, e.g. 0.2)')
    // The terms' rate (利用規約 第12条); a different rate needs the terms changed with it.
    .default(DEFAULT_MARKETPLACE_FEE_RATE),
  // The account corporate guests transfer to (ADR 0040); the invoices' issuer is the marketplace (MARKETPLACE_*).
  INVOICE_BANK_NAME: z.string().min(1).max(50).default('みずほ銀行'),
  INVOICE_BANK_BRANCH_NAME: z.string().min(1).max(50).default('渋谷支店'),
  INVOICE_BANK_ACCOUNT_KIND: z.enum(['Ordinary', 'Checking'], { error: 'Ordinary または Checking を指定してください' }).default('Ordinary'),
  INVOICE_BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{7}$/, '7桁の数字を指定してください (expected 7 digits)')
    .default('1234567'),
  INVOICE_BANK_HOLDER_KANA: z.string().min(1).max(60).default('カ）クルマタビ'),
  STAFF_REFUND_APPROVAL_THRESHOLD: int(0, 10_000_000).default(30_000),
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe'], { error: 'sandbox または stripe を指定してください (expected sandbox or stripe)' })
    .default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'sk_ で始まるシークレットキーを指定してください (expected sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'whsec_ で始まる署名シークレットを指定してください (expected whsec_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, 'pk_ で始まる公開可能キーを指定してください (expected pk_…)')
    .optional(),
  STRIPE_API_BASE: httpUrl.optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, '16文字以上の文字列を指定してください (at least 16 characters)').optional(),
  PAYOUT_CLOSE_DAY: int(1, 28).default(1),
  PAYOUT_PAY_MONTHS: int(0, 3).default(1),
  PAYOUT_PAY_DAY: int(1, 31).default(31),
  PAYOUT_REQUESTER_CODE: z
    .string()
    .regex(/^\d{10}$/, '10桁の数字を指定してください (expected 10 digits)')
    .default('1234567890'),
  PAYOUT_REQUESTER_NAME: z.string().min(1).max(40).default('カ）クルマタビ'),
  PAYOUT_SOURCE_BANK_CODE: z
    .string()
    .regex(/^\d{4}$/, '4桁の数字を指定してください (expected 4 digits)')
    .default('0001'),
  PAYOUT_SOURCE_BRANCH_CODE: z
    .string()
    .regex(/^\d{3}$/, '3桁の数字を指定してください (expected 3 digits)')
    .default('001'),
  PAYOUT_SOURCE_ACCOUNT_TYPE: z.enum(['Ordinary', 'Checking']).default('Ordinary'),
  PAYOUT_SOURCE_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{7}$/, '7桁の数字を指定してください (expected 7 digits)')
    .default('1234567'),
  MARKETPLACE_NAME: z.string().min(1).max(60).default('株式会社くるま旅'),
  MARKETPLACE_POSTAL_CODE: z.string().default('150-0002'),
  MARKETPLACE_ADDRESS: z.string().default('東京都渋谷区渋谷二丁目24番12号'),
  MARKETPLACE_EMAIL: z.string().default('billing@kurumatabi.jp'),
  MARKETPLACE_REGISTRATION_NUMBER: z
    .string()
    .regex(/^T\d{13}$/, 'T と13桁の数字を指定してください (expected T + 13 digits)')
    .default('T7000012050002'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'true / false / 信頼するプロキシの段数 を指定してください (expected true, false or a hop count)')
    .optional(),
});

function scaled(scale: number, perMinute: Record<RateLimitClass, number>): Record<RateLimitClass, number> {
  return Object.fromEntries(rateLimitClasses.map((c) => [c, perMinute[c] * scale])) as Record<RateLimitClass, number>;
}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '(env)'), message: issue.message })));
  }
  const e = parsed.data;
  const problems: { variable: string; message: string }[] = [];
  // Checked on the raw environment, as firebase-admin reads it: firebase-admin takes any non-empty
  // value (a lone space too) as "use the emulator" and then skips signature checks, even though the
  // cleaning above treats a blank as unset. So in production the variable must be absent altogether.
  if (e.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    // The emulator accepts unsigned tokens: anyone could sign in as anyone.
    problems.push({
      variable: 'FIREBASE_AUTH_EMULATOR_HOST',
      message:
        'NODE_ENV=production では設定できません（エミュレーターのトークンは署名されていません） (must not be set in production: the emulator issues unsigned tokens)',
    });
  }
  const apiKey = e.FIREBASE_API_KEY ?? (e.FIREBASE_AUTH_EMULATOR_HOST ? 'demo-api-key' : undefined);
  if (!apiKey) {
    problems.push({
      variable: 'FIREBASE_API_KEY',
      message: 'エミュレーターを使わない場合は必須です (required unless the Auth emulator is used)',
    });
  }
  if (e.STORAGE_DRIVER === 's3') {
    for (const variable of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[variable]) problems.push({ variable, message: 'STORAGE_DRIVER=s3 では必須です (required when STORAGE_DRIVER=s3)' });
    }
  }
  if (e.NODE_ENV === 'production' && !e.IMAGE_URL_SECRET) {
    // A known key would let anyone sign URLs of private images (driving licences).
    problems.push({ variable: 'IMAGE_URL_SECRET', message: 'NODE_ENV=production では必須です (required in production)' });
  }
  if (e.NODE_ENV === 'production' && !e.VIEW_VISITOR_SECRET) {
    // A known key would let anyone who reads the database recompute whose address a visitor row is.
    problems.push({ variable: 'VIEW_VISITOR_SECRET', message: 'NODE_ENV=production では必須です (required in production)' });
  }
  if (e.NODE_ENV === 'production' && !e.CLIENT_SIGNAL_SECRET) {
    // A known key would let anyone who reads the database recompute a reviewer's address from its client signal.
    problems.push({ variable: 'CLIENT_SIGNAL_SECRET', message: 'NODE_ENV=production では必須です (required in production)' });
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox') {
    // The sandbox approves test cards without charging anyone: in production every trip would be free.
    problems.push({
      variable: 'PAYMENT_PROVIDER',
      message:
        'NODE_ENV=production では sandbox を使えません（テスト用の決済で実際の請求が発生しません） (sandbox is refused in production: it charges nobody)',
    });
  }
  if (e.PAYMENT_PROVIDER === 'stripe') {
    for (const variable of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!e[variable])
        problems.push({ variable, message: 'PAYMENT_PROVIDER=stripe では必須です (required when PAYMENT_PROVIDER=stripe)' });
    }
  }
  if (problems.length > 0 || !apiKey) throw new ConfigError(problems);
  // Relative to the repository, as the scripts read it (scripts/src/lib/paths.ts), so both agree.
  const dataDir = path.resolve(repoRoot, e.DATA_DIR ?? '.data');

  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    dataDir,
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'true',
    tokenSyncUrl: e.TOKEN_SYNC_URL ?? null,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: {
      store: e.RATE_LIMIT_STORE,
      syncIntervalMs: e.RATE_LIMIT_SYNC_MS,
      perMinute: scaled(e.RATE_LIMIT_SCALE, {
        general: e.RATE_LIMIT_GENERAL_PER_MINUTE,
        search: e.RATE_LIMIT_SEARCH_PER_MINUTE,
        signUp: e.RATE_LIMIT_SIGN_UP_PER_MINUTE,
        account: e.RATE_LIMIT_ACCOUNT_PER_MINUTE,
        upload: e.RATE_LIMIT_UPLOAD_PER_MINUTE,
        reserve: e.RATE_LIMIT_RESERVE_PER_MINUTE,
        contact: e.RATE_LIMIT_CONTACT_PER_MINUTE,
        message: e.RATE_LIMIT_MESSAGE_PER_MINUTE,
      }),
    },
    trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : Number(e.TRUST_PROXY),
    contentCacheTtlSeconds: e.CONTENT_CACHE_TTL_SECONDS,
    revocationCheckTtlSeconds: e.AUTH_REVOCATION_CHECK_TTL_SECONDS,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET ?? '',
            endpoint: new URL(e.S3_ENDPOINT ?? 'http://invalid').origin,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : { driver: 'local', dir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')) },
    imageUrlSecret: e.IMAGE_URL_SECRET ?? 'kurumatabi-development-image-url-secret',
    clientSignalSecret: e.CLIENT_SIGNAL_SECRET ?? 'kurumatabi-development-client-signal-secret',
    contentViews: {
      visitorSecret: e.VIEW_VISITOR_SECRET ?? 'kurumatabi-development-view-visitor-secret',
      maxPerMinute: e.VIEW_MAX_PER_MINUTE,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      dir: e.SMTP_URL || e.NODE_ENV === 'production' ? null : path.resolve(e.MAIL_DIR ?? path.join(dataDir, 'mail')),
      jobs: {
        pollSeconds: e.MAIL_POLL_SECONDS,
        retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
        maxAttempts: e.MAIL_MAX_ATTEMPTS,
        batchWindowSeconds: e.MAIL_BATCH_WINDOW_SECONDS,
        // Test apps share one database: each works queues of its own (ADR 0026). Everywhere else every process works the same.
        scope: e.MAIL_QUEUE_SCOPE ?? (e.NODE_ENV === 'test' ? `test-${randomUUID()}` : null),
      },
    },
    marketplaceFeeRate: e.MARKETPLACE_FEE_RATE,
    invoicing: {
      // One issuer for every document the marketplace issues: the same names as the payouts' below.
      issuer: {
        name: e.MARKETPLACE_NAME,
        address: `〒${e.MARKETPLACE_POSTAL_CODE} ${e.MARKETPLACE_ADDRESS}`,
        email: e.MARKETPLACE_EMAIL,
        registrationNumber: e.MARKETPLACE_REGISTRATION_NUMBER,
      },
      bankAccount: {
        bankName: e.INVOICE_BANK_NAME,
        branchName: e.INVOICE_BANK_BRANCH_NAME,
        accountKind: e.INVOICE_BANK_ACCOUNT_KIND,
        accountNumber: e.INVOICE_BANK_ACCOUNT_NUMBER,
        holderKana: e.INVOICE_BANK_HOLDER_KANA,
      },
    },
    staffRefundApprovalThreshold: e.STAFF_REFUND_APPROVAL_THRESHOLD,
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE).origin : null,
          }
        : // Outside production only (refused above): a fixed value, so the tests and `npm start` sign alike.
          { provider: 'sandbox', sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? 'whsec_kurumatabi_sandbox_development' },
    payouts: {
      closeDay: e.PAYOUT_CLOSE_DAY,
      payMonths: e.PAYOUT_PAY_MONTHS,
      payDay: e.PAYOUT_PAY_DAY,
      source: {
        requesterCode: e.PAYOUT_REQUESTER_CODE,
        requesterName: e.PAYOUT_REQUESTER_NAME,
        bankCode: e.PAYOUT_SOURCE_BANK_CODE,
        branchCode: e.PAYOUT_SOURCE_BRANCH_CODE,
        accountType: e.PAYOUT_SOURCE_ACCOUNT_TYPE,
        accountNumber: e.PAYOUT_SOURCE_ACCOUNT_NUMBER,
      },
      issuer: {
        name: e.MARKETPLACE_NAME,
        postalCode: e.MARKETPLACE_POSTAL_CODE,
        address: e.MARKETPLACE_ADDRESS,
        email: e.MARKETPLACE_EMAIL,
        registrationNumber: e.MARKETPLACE_REGISTRATION_NUMBER,
      },
    },
  };
}
