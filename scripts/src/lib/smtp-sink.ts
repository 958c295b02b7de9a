import { createServer, type Server, type Socket } from 'node:net';

/** A mail the sink accepted: the envelope and the raw message (headers and body, dot-unstuffed). */
export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * How the sink behaves: `up` accepts every mail; `refusing` answers every connection with
 * "421 service not available" (a server that is up but not taking mail); `down` does not listen at
 * all (connection refused). Recipients containing `bounce` are refused for good (550) in every mode.
 */
export type SinkMode = 'up' | 'refusing' | 'down';

export interface SmtpSink {
  port: number;
  url: string;
  mails: SunkMail[];
  setMode(mode: SinkMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A minimal SMTP responder for tests and the fault runs (RFC 5321's commands that nodemailer uses,
 * without TLS or AUTH): it keeps what it is sent in memory. Not a mail server.
 */
export async function startSmtpSink(options: { port?: number; mode?: SinkMode } = {}): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const sockets = new Set<Socket>();
  let mode: SinkMode = options.mode ?? 'up';
  let server: Server | null = null;
  let port = options.port ?? 0;

  function converse(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const say = (line: string) => socket.write(`${line}\r\n`);
    if (mode === 'refusing') {
      say('421 sink.test service not available, try again later');
      socket.end();
      return;
    }
    say('220 sink.test ESMTP');
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let inData = false;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push({ ...envelope, data });
          envelope = { from: '', to: [] };
          say('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          say('250-sink.test');
          say('250 8BITMIME');
        } else if (verb === 'HELO' || verb === 'NOOP' || verb === 'RSET') {
          if (verb === 'RSET') envelope = { from: '', to: [] };
          say('250 OK');
        } else if (verb === 'MAIL') {
          envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
          say('250 OK');
        } else if (verb === 'RCPT') {
          const to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (to.includes('bounce')) {
            say('550 5.1.1 no such mailbox');
          } else {
            envelope.to.push(to);
            say('250 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
          return;
        } else {
          say('502 command not implemented');
        }
      }
    });
  }

  async function listen(): Promise<void> {
    const next = createServer(converse);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as { port: number }).port;
    server = next;
  }

  async function stopListening(): Promise<void> {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise((resolve) => current.close(resolve));
  }

  if (mode !== 'down') await listen();
  else {
    // Reserve a port that is then left closed.
    await listen();
    await stopListening();
  }

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    async setMode(next) {
      mode = next;
      if (next === 'down') await stopListening();
      else if (!server) await listen();
    },
    close: stopListening,
  };
}
