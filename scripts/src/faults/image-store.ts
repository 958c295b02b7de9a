import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { emptyFigures, expectThat, type Figures } from './figures.js';
import { faultGuests, type Answer } from './load.js';
import type { FaultStack } from './stack.js';

// A 1×1 PNG: the upload's bytes are not what is tested here, the store is.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TRIES = 5;

async function upload(base: string, token: string): Promise<Answer> {
  const boundary = `----faults-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const at = Date.now();
  try {
    const response = await fetch(`${base}/v1/user/upload-public-image`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      body,
    });
    const json = (await response.json().catch(() => ({}))) as { id?: string; error?: { code?: string; message?: string } };
    const code = json.error?.code && json.error.message ? json.error.code : null;
    return {
      call: 'upload-public-image',
      status: response.status,
      code,
      retryAfter: response.headers.get('retry-after'),
      id: json.id ?? null,
      at,
    };
  } catch {
    return { call: 'upload-public-image', status: 0, code: null, retryAfter: null, id: null, at };
  }
}

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).length;

/**
 * The image store failing, then full, during uploads: each upload answers 503 IMAGE_STORAGE_FAILED
 * in the envelope, and leaves no image row and no file (not even a partly written one); once the
 * store is back, an upload succeeds. "Full" needs the store on a small tmpfs (the run mounts one when
 * it may, as root); elsewhere only the failing store is tried, and the table says so.
 */
export async function imageStoreFailing(stack: FaultStack, storageDir: string, tmpfs: boolean): Promise<Figures> {
  const figures = emptyFigures('c. image store failing / full');
  const [guest] = await faultGuests(stack.databaseUrl, stack.authEmulatorHost, 1, 'images');
  const token = guest!.token;
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const rowsOfGuest = async () =>
    Number(
      (
        await db.query<{ n: string }>(`select count(*) as n from images i join users u on u.id = i.owner_user_id where u.email = $1`, [
          guest!.email,
        ])
      ).rows[0]!.n,
    );
  const answers: Answer[] = [];
  try {
    const first = await upload(stack.base, token);
    answers.push(first);
    expectThat(figures, first.status === 200, `the upload before the fault answered ${first.status}`);

    const faults: { name: string; make: () => Promise<void>; undo: () => Promise<void> }[] = [
      {
        // The images folder replaced by a file: every write below it fails (as a broken mount would).
        name: 'failing',
        make: async () => {
          await rename(path.join(storageDir, 'images'), path.join(storageDir, 'images.away'));
          await writeFile(path.join(storageDir, 'images'), 'not a folder');
        },
        undo: async () => {
          await rm(path.join(storageDir, 'images'));
          await rename(path.join(storageDir, 'images.away'), path.join(storageDir, 'images'));
        },
      },
    ];
    if (tmpfs) {
      const filler = path.join(storageDir, 'filler');
      faults.push({
        name: 'full',
        make: async () => {
          const { bavail, bsize } = await statfs(storageDir);
          await writeFile(filler, Buffer.alloc(Number(bavail) * Number(bsize))).catch(() => undefined);
        },
        undo: () => rm(filler, { force: true }),
      });
    } else {
      figures.notes.push('store full: not tried (mounting a small tmpfs needs root); the failing store was tried');
    }

    for (const fault of faults) {
      const rowsBefore = await rowsOfGuest();
      const filesBefore = await filesUnder(storageDir);
      await fault.make();
      const refused: Answer[] = [];
      for (let i = 0; i < TRIES; i++) refused.push(await upload(stack.base, token));
      const filesDuring = await filesUnder(storageDir);
      const rowsAfter = await rowsOfGuest();
      await fault.undo();
      const filesAfter = await filesUnder(storageDir);
      answers.push(...refused);
      const clear = refused.filter((a) => a.status === 503 && a.code === 'IMAGE_STORAGE_FAILED').length;
      // During the fault the folder holds what the fault added (the blocking file or the filler) and nothing of the uploads.
      const leftovers = filesDuring - filesBefore - 1;
      figures.mismatches += rowsAfter - rowsBefore + Math.max(0, leftovers) + (filesAfter - filesBefore);
      figures.notes.push(
        `store ${fault.name}: ${refused.map((a) => `${a.status} ${a.code ?? ''}`.trim()).join(', ')}; ` +
          `image rows ${rowsBefore} → ${rowsAfter}, files ${filesBefore} → ${filesAfter} (${Math.max(0, leftovers)} left by the failed uploads)`,
      );
      expectThat(figures, clear === TRIES, `store ${fault.name}: ${TRIES - clear} uploads not answered 503 IMAGE_STORAGE_FAILED`);
      expectThat(figures, rowsAfter === rowsBefore, `store ${fault.name}: ${rowsAfter - rowsBefore} orphan image rows`);
      expectThat(figures, leftovers <= 0 && filesAfter === filesBefore, `store ${fault.name}: files left by failed uploads`);
      const startedAgain = Date.now();
      const recovered = await upload(stack.base, token);
      answers.push(recovered);
      figures.recoveryMs = Math.max(figures.recoveryMs ?? 0, Date.now() - startedAgain);
      expectThat(figures, recovered.status === 200, `store ${fault.name}: the upload after the fault answered ${recovered.status}`);
    }
    figures.rows = await rowsOfGuest();
  } finally {
    await db.end();
  }
  figures.requests = answers.length;
  figures.ok = answers.filter((a) => a.status === 200).length;
  figures.unavailable = answers.filter((a) => a.status === 503).length;
  figures.serverErrors = answers.filter((a) => a.status >= 500 && a.status !== 503).length;
  expectThat(figures, figures.serverErrors === 0, `${figures.serverErrors} answers 5xx other than 503`);
  return figures;
}
