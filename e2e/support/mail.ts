import fs from 'node:fs';
import { E2E } from './env';

type Mail = { to: string; subject: string; text: string };

function read(): Mail[] {
  if (!fs.existsSync(E2E.mailFile)) return [];
  return fs
    .readFileSync(E2E.mailFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** Waits for the newest mail to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = read()
      .filter((m) => m.to === to.toLowerCase() && m.subject.includes(subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for a mail newer than those already there, and returns the code in it (6 digits or 8 characters). */
export async function waitForCode(to: string, subject: string, pattern = /\b(\d{6})\b/): Promise<string> {
  const before = read().filter((m) => m.to === to.toLowerCase() && m.subject.includes(subject)).length;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = read().filter((m) => m.to === to.toLowerCase() && m.subject.includes(subject));
    const mail = mails.length > before ? mails.at(-1) : undefined;
    if (mail) {
      const match = pattern.exec(mail.text);
      if (!match) throw new Error(`no code in "${subject}" to ${to}`);
      return match[1]!;
    }
    if (Date.now() > deadline) throw new Error(`no new mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The code in the newest mail already received. */
export async function latestCode(to: string, subject: string, pattern = /\b(\d{6})\b/): Promise<string> {
  const mail = await waitForMail(to, subject);
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no code in "${subject}" to ${to}`);
  return match[1]!;
}
