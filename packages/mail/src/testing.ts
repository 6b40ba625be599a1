/**
 * A real SMTP server on loopback for tests (the smtp-server package): it records every message it
 * accepts, parsed with mailparser, and can be told to refuse (to test retries) or to hold a
 * message (to kill a sender in the middle of a send).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  parsed: ParsedMail;
  /** The raw message as the client sent it. */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /**
   * Called before a message is accepted. Return an SMTP error code (e.g. 451) to refuse it, or a
   * promise to hold the answer until it settles.
   */
  beforeAccept:
    | ((mail: {
        to: string[];
        raw: string;
        count: number;
      }) => number | undefined | Promise<number | undefined>)
    | undefined;
  /** Resolves once `count` messages have been accepted (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function readAll(stream: SMTPServerDataStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  let seen = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: TestSmtpServer = {
    url: '',
    received: [],
    beforeAccept: undefined,
    waitFor(count, timeoutMs = 30_000) {
      if (state.received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`SMTP server received ${state.received.length} of ${count} messages`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      void (async () => {
        const raw = await readAll(stream);
        const to = session.envelope.rcptTo.map((r) => r.address);
        seen += 1;
        const refusal = await state.beforeAccept?.({ to, raw, count: seen });
        if (refusal) {
          const error = Object.assign(new Error('Refused by the test server'), {
            responseCode: refusal,
          });
          callback(error);
          return;
        }
        const mailFrom = session.envelope.mailFrom;
        state.received.push({
          to,
          from: mailFrom ? mailFrom.address : '',
          parsed: await simpleParser(raw),
          raw,
        });
        callback();
        for (const w of [...waiters]) {
          if (state.received.length >= w.count) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        }
      })().catch((error: Error) => callback(error));
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
