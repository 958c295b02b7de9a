import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';

/** A test app whose images and mails go to throw-away folders, readable by the test. */
export async function buildAccountsTestApp(options: { clock?: () => Date } = {}): Promise<{
  app: FastifyInstance;
  storageDir: string;
  mailDir: string;
  mails: () => Promise<string[]>;
}> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kurumatabi-accounts-'));
  const storageDir = path.join(root, 'storage');
  const mailDir = path.join(root, 'mail');
  const app = await buildTestApp({ STORAGE_DIR: storageDir, MAIL_DIR: mailDir }, { clock: options.clock });
  // The folders go with the app.
  app.addHook('onClose', async () => rm(root, { recursive: true, force: true }));
  const mails = async () => {
    // Mail leaves through the job engine (ADR 0026): send what is due before reading the folder.
    await app.mail?.flush();
    const files = await readdir(mailDir).catch(() => [] as string[]);
    return Promise.all(files.sort().map((f) => readFile(path.join(mailDir, f), 'utf8')));
  };
  return { app, storageDir, mailDir, mails };
}
