import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Test output beside the test stack's other state, under DATA_DIR (relative to the repository, as the scripts read it).
const dataDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.DATA_DIR ?? '.data');

/**
 * Journeys in Debian's Chromium against the whole stack that `npm test` starts (E2E_BASE_URL).
 * Two workers (E2E_WORKERS): one journey at a time left part of the two cores idle while it waited
 * for the browser and the stack (840 → 720 s for all of them, ADR 0007). Each journey makes its own people and listings
 * and finds them by their unique names, so two can share the database and the identity emulator.
 * The rate-limit journeys count what one address sends in a minute: they run alone, after the rest.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Traces only when asked for (`E2E_TRACE=retain-on-failure`, or any of Playwright's trace modes). Recording one
 * for every journey, to keep it for the failed ones, cost a third of the journeys' time on two cores (its
 * screenshots and DOM snapshots are drawn and sent at every step: 264 → 173 s for seven journeys, ADR 0007).
 * A failed journey still leaves its last screenshot.
 */
const traceModes = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry', 'on-all-retries'] as const;
const trace = traceModes.find((mode) => mode === (process.env.E2E_TRACE ?? 'off'));
if (!trace) throw new Error(`E2E_TRACE must be one of ${traceModes.join(', ')}`);
const alone = /rate-limit\.spec\.ts$/;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(dataDir, 'test/e2e-results'),
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        // Pages drawn in software directly instead of through SwiftShader's emulated GPU, which Playwright's defaults
        // ask for (its GPU process was the busiest of a run). Worth a tenth at most: within this machine's spread (ADR 0007).
        '--disable-gpu-rasterization',
        '--disable-gpu-compositing',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: alone, use: desktop },
    { name: 'alone', testMatch: alone, dependencies: ['desktop'], use: desktop },
  ],
});
