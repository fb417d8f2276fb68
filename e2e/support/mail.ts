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

/** Waits for a mail to `to` (each test uses a fresh address) and returns the code in the newest one (6 digits or 8 characters). */
export async function latestCode(to: string, subject: string, pattern = /\b(\d{6})\b/): Promise<string> {
  const mail = await waitForMail(to, subject);
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no code in "${subject}" to ${to}`);
  return match[1]!;
}
