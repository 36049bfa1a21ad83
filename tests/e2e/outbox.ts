import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { inject } from "vitest";

/** The mails the store has written to its outbox so far (without SMTP_URL each is an .eml file). */
export async function outbox(): Promise<Set<string>> {
  return new Set(await readdir(inject("outboxDir")).catch(() => [] as string[]));
}

/** The newest mail of `kind` (a part of its file name: "magic-link", "welcome", …) to `to` written after `before`, parsed. */
export async function mailAfter(before: Set<string>, to: string, kind: string): Promise<ParsedMail> {
  const dir = inject("outboxDir");
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml") && f.includes(kind) && !before.has(f));
    for (const file of files) {
      const mail = await simpleParser(await readFile(join(dir, file)));
      const addressee = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
      if (addressee === to) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} mail to ${to} arrived in ${dir}`);
}
