/**
 * Reads by key that arrive in the same turn of the event loop, asked for together: one call of `readMany` per
 * `maxBatch` distinct keys, after the turn (ADR 0018, fourteenth pass). A listing's detail is read this way: a cache
 * loaded in one minute reaches its refresh ahead in one minute too, and thousands of one-row statements then
 * competed with the answers for the cores; a cold replica's concurrent misses share a statement as well.
 *
 * Every caller of a key gets the value `readMany` returned for it, or undefined when it returned none; when a call
 * of `readMany` fails, every caller of its keys gets that error (and the next call of a key reads again).
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatch: number,
): (key: K) => Promise<V | undefined> {
  if (!(maxBatch >= 1)) throw new Error('batchedReads: maxBatch >= 1 is required');
  let pending = new Map<K, PromiseWithResolversLike<V | undefined>>();
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let from = 0; from < keys.length; from += maxBatch) {
      const slice = keys.slice(from, from + maxBatch);
      readMany(slice).then(
        (found) => {
          for (const key of slice) batch.get(key)!.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) batch.get(key)!.reject(error);
        },
      );
    }
  }

  return (key) => {
    const waiting = pending.get(key);
    if (waiting) return waiting.promise;
    const entry = resolvers<V | undefined>();
    pending.set(key, entry);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    return entry.promise;
  };
}

interface PromiseWithResolversLike<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** `Promise.withResolvers` (Node 22), for Node 20. */
function resolvers<T>(): PromiseWithResolversLike<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
