import DataLoader from 'dataloader';

/**
 * Reads by key that arrive in the same turn of the event loop, asked for together: one call of `readMany` per
 * `maxBatch` distinct keys, after the turn (ADR 0018, fourteenth pass; on `dataloader` since ADR 0049). A listing's
 * detail is read this way: a cache loaded in one minute reaches its refresh ahead in one minute too, and thousands of
 * one-row statements then competed with the answers for the cores; a cold replica's concurrent misses share a
 * statement as well.
 *
 * Every caller of a key gets the value `readMany` returned for it, or undefined when it returned none; when a call
 * of `readMany` fails, every caller of its keys gets that error. Nothing is kept past the turn (caching is the
 * caller's, where drops are checked): a key asked for after its batch went out is read again.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  maxBatch: number,
): (key: K) => Promise<V | undefined> {
  if (!(maxBatch >= 1)) throw new Error('batchedReads: maxBatch >= 1 is required');
  const loader: DataLoader<K, V | undefined> = new DataLoader(
    async (keys) => {
      // DataLoader's memo only joins the callers of one turn: cleared as each batch goes out.
      loader.clearAll();
      const found = await readMany([...keys]);
      return keys.map((key) => found.get(key));
    },
    // After the turn, as before: setImmediate lets the turn's I/O callbacks add their keys too.
    { maxBatchSize: maxBatch, batchScheduleFn: (callback) => setImmediate(callback) },
  );
  return (key) => loader.load(key);
}
