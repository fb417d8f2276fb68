import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type CapturedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

/** A real SMTP server on loopback that keeps every message it receives and counts the connections made to it. */
/**
 * A real SMTP server on loopback whose messages `onData` handles (answer one with `callback`; leave
 * it unanswered and it was never accepted). Closing it ends the connections still open after 100 ms
 * (421, as a server restarting).
 */
export async function startSmtpServer(
  onData: SMTPServerOptions['onData'],
  { port: wanted = 0, onConnect }: { port?: number; onConnect?: SMTPServerOptions['onConnect'] } = {},
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect,
    onData,
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startSmtpCapture({ port: wanted = 0 } = {}) {
  const messages: CapturedMail[] = [];
  let connections = 0;
  const server = await startSmtpServer(
    (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          messages.push({
            to: (to?.value[0]?.address ?? '').toLowerCase(),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
    {
      port: wanted,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
    },
  );
  return {
    url: server.url,
    port: server.port,
    messages,
    get connections() {
      return connections;
    },
    /** Messages to one address, oldest first. */
    to(address: string) {
      return messages.filter((m) => m.to === address.toLowerCase());
    },
    clear() {
      messages.length = 0;
    },
    close: server.close,
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The 6-digit code in a mail's text. */
export function codeIn(mail: CapturedMail | undefined): string {
  const match = /\b(\d{6})\b/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no 6-digit code in mail: ${mail?.subject}`);
  return match[1]!;
}
