import { RUNTIME_CONFIG_PLACEHOLDER, runtimeConfig, type RuntimeConfig } from '@kurumatabi/contract';

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/**
 * Reads the configuration the server put into index.html (`<script id="runtime-config">`), so one
 * build serves the emulator in dev and a real Firebase project in production.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  // Only the data script, never a content element that took the same id (ADR 0044).
  const text = doc.querySelector('script#runtime-config[type="application/json"]')?.textContent?.trim();
  if (!text) throw new RuntimeConfigError('runtime-config が index.html にありません (missing runtime config)');
  if (text === RUNTIME_CONFIG_PLACEHOLDER) {
    throw new RuntimeConfigError(
      'runtime-config が埋め込まれていません。API サーバー経由で開いてください (the page was not served by the API)',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RuntimeConfigError('runtime-config の JSON を読み取れません (runtime config is not JSON)');
  }
  const parsed = runtimeConfig.safeParse(json);
  if (!parsed.success) throw new RuntimeConfigError(`runtime-config が不正です: ${parsed.error.message}`);
  return parsed.data;
}

let payments: RuntimeConfig['payments'] | null = null;

/**
 * The card processor the server runs (issue 33): `sandbox` (the app's test card form) or `stripe`
 * (Stripe.js, with the publishable key). Read once from index.html, in the browser only.
 */
export function readPaymentsConfig(doc: Document = document): RuntimeConfig['payments'] {
  payments ??= readRuntimeConfig(doc).payments;
  return payments;
}
