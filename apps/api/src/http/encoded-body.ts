import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A body sent many times (a cached page, a cached JSON answer) with its compressed forms, each made
 * the first time a client asks for it and kept with the body: compressing costs once per cached
 * value, not once per request (ADR 0018, ADR 0029).
 */
export interface EncodableBody {
  readonly body: Buffer;
  /** Brotli and gzip forms, made when a client first asks for them. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

/**
 * Brotli at quality 5: within a few milliseconds for a 100 KB page, most of quality 11's gain (an HTML page of
 * listings shrinks six- to eightfold, a listing's JSON detail about 2.5-fold).
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** The last header read and its codings: browsers send the same few headers, so most requests skip the parse. */
let lastHeader: string | undefined;
let lastCodings: Set<string> = new Set();

/** The codings an Accept-Encoding header allows (a coding given `q=0` is refused). */
function acceptedCodings(header: string | undefined): Set<string> {
  if (header === lastHeader) return lastCodings;
  const accepted = parseCodings(header);
  lastHeader = header;
  lastCodings = accepted;
  return accepted;
}

function parseCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/** The body in the best encoding the request accepts (brotli, then gzip, else as it is). */
export function encodedBody(source: EncodableBody, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (!acceptEncoding) return { body: source.body, encoding: null };
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) return { body: (source.encoded.br ??= brotliCompressSync(source.body, BROTLI_OPTIONS)), encoding: 'br' };
  if (accepted.has('gzip')) return { body: (source.encoded.gzip ??= gzipSync(source.body)), encoding: 'gzip' };
  return { body: source.body, encoding: null };
}
