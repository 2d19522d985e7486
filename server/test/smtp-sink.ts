import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests (smtp-server): plain text, no sign-in, messages kept in memory.
 * `refuse` answers the first N messages with a temporary failure (451), as a busy relay does.
 */
export async function startSmtpSink({
  port = 0,
  refuse = 0,
}: { port?: number; refuse?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const watchers = new Set<() => void>();
  let refusalsLeft = refuse;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusalsLeft > 0) {
          refusalsLeft -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const watcher of watchers) watcher();
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    waitFor: (count, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const look = () => {
          if (received.length < count) return;
          watchers.delete(look);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          watchers.delete(look);
          reject(
            new Error(
              `${String(received.length)} of ${String(count)} mails within ${String(timeoutMs)} ms`,
            ),
          );
        }, timeoutMs);
        watchers.add(look);
        look();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable (RFC 2045) to bytes, then UTF-8: `=C4=B1` is 'ı', `=` at a line's end joins. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047's encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header, as text. */
const fromEncodedWords = (header: string) =>
  header.replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
  );

/** A received mail's subject and plain text as a person reads them (a single-part text mail). */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: fromEncodedWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}
