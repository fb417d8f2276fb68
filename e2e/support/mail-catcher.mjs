// A local SMTP server for the browser tests: every message it receives is appended to
// .tmp/e2e/mail.jsonl as {to, subject, text}, where the tests read codes and links.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const file = process.env.E2E_MAIL_FILE ?? '.tmp/e2e/mail.jsonl';
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, '');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';
        fs.appendFileSync(
          file,
          `${JSON.stringify({ to: to.toLowerCase(), subject: mail.subject ?? '', text: mail.text ?? '' })}\n`,
        );
        callback();
      })
      .catch(callback);
  },
});
server.listen(Number(process.env.E2E_SMTP_PORT ?? 2599), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
