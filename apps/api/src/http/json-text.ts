/**
 * A response body that is already JSON text of the endpoint's output: a listing's stored document
 * (ADR 0015), or a page assembled from stored documents. The route sends the text as it is; the
 * document was checked against the contract when it was rendered, and the route checks it again
 * only when told to (tests and development), not per request in production.
 */
export class JsonText<T = unknown> {
  /** Only for typing: the output the text encodes. */
  declare readonly output?: T;
  #bytes: Buffer | null = null;
  constructor(readonly text: string) {}

  /** The UTF-8 bytes of the text, encoded on first use and kept (a cached JsonText is sent many times). */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.text));
  }
}
