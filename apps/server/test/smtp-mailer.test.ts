import { afterEach, describe, expect, it } from 'vitest';
import { type Mailer, smtpMailer } from '../src/lib/mailer.js';
import { type SmtpCapture, startSmtpCapture } from './helpers/smtp.js';

describe('the SMTP mailer', () => {
  const open: Array<SmtpCapture | Mailer> = [];
  afterEach(async () => {
    for (const thing of open.splice(0).reverse()) await thing.close?.();
  });

  const message = (n: number) => ({
    to: 'an-employee@company.example',
    subject: `Receipt ${n}`,
    text: `Order ${n}`,
    html: `<p>Order ${n}</p>`,
  });
  const sendAll = async (mailer: Mailer, from: number, to: number) => {
    for (let n = from; n <= to; n++) await mailer.send(message(n));
  };

  it('keeps its connection open and sends email after email on it', async () => {
    const smtp = await startSmtpCapture();
    const mailer = smtpMailer(smtp.url, 'lunch@platform.example');
    open.push(smtp, mailer);
    await sendAll(mailer, 1, 6);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Receipt ${n}`));
    expect(smtp.connections).toBe(1);
  });

  it('opens a connection per email when the URL turns the pool off', async () => {
    const smtp = await startSmtpCapture();
    const mailer = smtpMailer(`${smtp.url}?pool=false`, 'lunch@platform.example');
    open.push(smtp, mailer);
    await sendAll(mailer, 1, 3);
    expect(smtp.messages).toHaveLength(3);
    expect(smtp.connections).toBe(3);
  });

  it('sends on a fresh connection after the SMTP server restarted', async () => {
    const first = await startSmtpCapture();
    const mailer = smtpMailer(first.url, 'lunch@platform.example');
    open.push(mailer);
    await sendAll(mailer, 1, 2);
    await first.close();
    const second = await startSmtpCapture({ port: first.port });
    open.push(second);
    await sendAll(mailer, 3, 4);
    expect(second.messages.map((mail) => mail.subject)).toEqual(['Receipt 3', 'Receipt 4']);
  });
});
