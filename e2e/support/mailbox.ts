import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The folder where the API under test writes its mails as `.eml` files (no SMTP outside production,
 * ADR 0013): `$DATA_DIR/mail`, as the API resolves it from the same DATA_DIR.
 */
export const mailDir = process.env.MAIL_DIR ?? path.resolve(repoRoot, process.env.DATA_DIR ?? '.data', 'mail');

export interface ReceivedMail {
  to: string;
  /** The text part, decoded (quoted-printable or base64, UTF-8). */
  text: string;
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(joined.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** A single-part text mail as the API composes it (ADR 0034): its recipient and its decoded text. */
function parse(raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const to = /^to:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
  return { to, text: decodeBody(headers, body) };
}

/** Every mail written so far to `address` (the API's workers send them a moment after the action). */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map(async (name) => parse(await readFile(path.join(mailDir, name), 'utf8'))));
  return mails.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}
