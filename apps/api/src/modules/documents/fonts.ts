import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans JP from npm (@expo-google-fonts/noto-sans-jp), not from the system: the documents look the same on a
 * fresh container without any Japanese font installed, and pdfkit embeds only the glyphs a document uses (a subset
 * of a few dozen KB instead of the 5 MB file). Read once per process; fontkit parses the buffer per document.
 */
const require = createRequire(import.meta.url);
const files = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;

let cache: { regular: Buffer; bold: Buffer } | undefined;

export function japaneseFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= { regular: readFileSync(require.resolve(files.regular)), bold: readFileSync(require.resolve(files.bold)) };
  return cache;
}
