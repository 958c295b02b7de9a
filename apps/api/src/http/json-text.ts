/**
 * A response body that is already JSON text of the endpoint's output: a listing's stored document
 * (ADR 0015), or a page assembled from stored documents. The route sends the text as it is; the
 * document was checked against the contract when it was rendered, and the route checks it again
 * only when told to (tests and development), not per request in production.
 *
 * It holds the text or its UTF-8 bytes, and makes the other on first use only (ADR 0018): what is
 * kept in a cache is kept as bytes, sent again without encoding, and never decoded in production.
 * Only a kept JsonText is sent compressed: compressing a body made for one request would cost more
 * CPU than its smaller write saves.
 */
import type { EncodableBody } from './encoded-body.js';

export class JsonText<T = unknown> {
  /** Only for typing: the output the text encodes. */
  declare readonly output?: T;
  #text: string | null;
  #bytes: Buffer | null = null;
  #kept: EncodableBody | null = null;

  constructor(text: string) {
    this.#text = text;
  }

  /** A body given as UTF-8 bytes (a cached document, a page assembled from cached cards). */
  static ofBytes<T>(bytes: Buffer): JsonText<T> {
    const json = new JsonText<T>('');
    json.#text = null;
    json.#bytes = bytes;
    return json;
  }

  /**
   * A body a cache keeps and sends many times (a listing's detail, a popular list): its compressed forms
   * are made the first time a client asks for them and kept with it (ADR 0018).
   */
  static kept<T>(bytes: Buffer): JsonText<T> {
    const json = JsonText.ofBytes<T>(bytes);
    json.#kept = { body: bytes, encoded: {} };
    return json;
  }

  /** The body with its kept compressed forms, for a JsonText made by `kept`; null for one made per request. */
  get kept(): EncodableBody | null {
    return this.#kept;
  }

  get text(): string {
    return (this.#text ??= this.#bytes!.toString('utf8'));
  }

  /** The UTF-8 bytes, encoded on first use and kept (a cached JsonText is sent many times). */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.#text!));
  }
}
