import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

// The interface and the key rule live in object-storage.ts, which the adapters import: this factory
// is the only file that knows both adapters, so nothing imports back into it.
export type { ObjectStorage } from './object-storage.js';

export function createStorage(config: Config['storage']): ObjectStorage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
