// A local SMTP server for the full-stack run (smtp-server): the reference server e-mails the
// company about each enquiry to it (SMTP_URL, NOTIFY_EMAIL), and the flows read what arrived over
// a small HTTP endpoint. POST /refuse?count=N makes it answer the next N messages with a
// temporary failure (451), as a busy relay does, so a flow can watch the server retry.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export async function startMailSink() {
  const received = [];
  let refuse = 0;
  let refused = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/refuse') {
      refuse = Number(url.searchParams.get('count') ?? '1');
      refused = 0;
    } else if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ received, refused }));
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    httpUrl: `http://127.0.0.1:${http.address().port}`,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ]),
  };
}
