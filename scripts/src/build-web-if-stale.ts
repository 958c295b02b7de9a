/**
 * The web app's build (and its server-rendering bundle) when its sources are newer than the last one. `npm test`
 * runs it as a step of its own, beside the API tests, whose output it must not interleave with (ADR 0007).
 */
import { buildWebIfStale } from './lib/web-build.js';

try {
  await buildWebIfStale((line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
