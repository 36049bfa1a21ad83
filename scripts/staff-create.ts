// npm run staff:create -- --email james@example.com --name "James Whitfield" [--admin] [--password-stdin]
// Makes a consultant (a staff user) on DATABASE_URL, else the embedded database in DATA_DIR. Without a
// password the consultant signs in by e-mailed link or code; --password-stdin reads one line.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { isEmailAddress, splitFullName } from "../core/account.ts";
import { migrateDatabase, openDatabase } from "../server/db/client.ts";
import { createConsultant, findUserByEmail, hashPassword } from "../server/services/accounts/index.ts";

const usage = 'npm run staff:create -- --email EMAIL --name "FULL NAME" [--admin] [--password-stdin]';
let values;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean", default: false },
      "password-stdin": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = values.email?.trim() ?? "";
const { firstName, lastName } = splitFullName(values.name ?? "");
if (!isEmailAddress(email) || !firstName) {
  console.error(`Give a valid --email and a --name.\n${usage}`);
  process.exit(2);
}
let password: string | null = null;
if (values["password-stdin"]) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  password = Buffer.concat(chunks).toString("utf8").split("\n")[0]!.trim();
  if (password.length < 10) {
    console.error("The password needs at least 10 characters.");
    process.exit(2);
  }
}

const url = process.env["DATABASE_URL"];
const database = await openDatabase(url ? { url, max: 2 } : { dataDir: resolve(process.env["DATA_DIR"] ?? "./data") });
try {
  await migrateDatabase(database);
  if (await findUserByEmail(database.db, email)) {
    console.error(`${email} already has an account.`);
    process.exitCode = 1;
  } else {
    await createConsultant(database.db, {
      email,
      firstName,
      lastName,
      isAdmin: values.admin,
      passwordHash: password ? await hashPassword(password) : null,
    });
    console.log(`${firstName} (${email}) is now a consultant${values.admin ? " with the admin flag" : ""}.`);
  }
} finally {
  await database.close();
}
