import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { executeOperation } from "../../server/graphql/execute.ts";
import { accountMailJobHandler } from "../../server/services/accounts/index.ts";
import { runPendingJobs } from "../../server/services/jobs/index.ts";
import { createMailer, mailJobHandler, type Mailer } from "../../server/services/mail/index.ts";
import { readSession } from "../../server/services/accounts/index.ts";
import { seedAccounts } from "../../server/seed/accounts.ts";
import { testContext } from "./site-context.ts";

/** A sign-in link travels through a real SMTP server, and the link read from the received mail signs in. */
let database: Database;
let smtp: SMTPServer;
let mailer: Mailer;
const received: ParsedMail[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.db);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "/nonexistent", from: "The Store <hello@store.test>" });
});
afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.close();
});

async function run<T>(cookies: Map<string, string>, query: string, variables: Record<string, unknown>): Promise<T> {
  const ctx = testContext(database, { cookies });
  ctx.user = await readSession(ctx);
  return executeOperation<T>(ctx, query, variables);
}

describe("a sign-in link by mail", () => {
  it("arrives once through SMTP, and its link signs in; its code is in the text too", async () => {
    const browser = new Map<string, string>();
    await run(browser, 'mutation($e: String!) { requestMagicLink(email: $e, redirectUrl: "/profile") { email } }', {
      e: "olivia@example.com",
    });
    await runPendingJobs(database.db, [accountMailJobHandler(), mailJobHandler(mailer)]);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("olivia@example.com");

    // The link as a person would click it: the first link in the HTML that goes to the sign-in page.
    const href = /href="([^"]*\/magic-link\?[^"]*)"/.exec(String(mail.html))![1]!.replaceAll("&amp;", "&");
    const link = new URL(href);
    expect(link.searchParams.get("redirectUrl")).toBe("/profile");
    const code = /\b([A-HJ-NP-Z2-9]{6})\b/.exec(mail.text ?? "")?.[1];
    expect(code).toBeDefined();

    const signedIn = await run<{ signInWithMagicLink: { user: { email: string }; redirectUrl: string } }>(
      browser,
      "mutation($user: String!, $expires: Float!, $hash: String!) { signInWithMagicLink(user: $user, expires: $expires, hash: $hash) { ... on ErrorResult { errorCode } ... on Login { user { email } redirectUrl } } }",
      { user: link.searchParams.get("user"), expires: Number(link.searchParams.get("expires")), hash: link.searchParams.get("hash") },
    );
    expect(signedIn.signInWithMagicLink).toEqual({ user: { email: "olivia@example.com" }, redirectUrl: "/profile" });
    expect((await run<{ me: { email: string } }>(browser, "{ me { email } }", {})).me.email).toBe("olivia@example.com");

    // Draining again sends nothing more.
    await runPendingJobs(database.db, [mailJobHandler(mailer)]);
    expect(received).toHaveLength(1);
  });
});
