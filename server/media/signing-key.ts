import { createHmac, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * The key that signs image URLs. With a configured secret (SESSION_SECRET) it is derived from it,
 * so every process of the store signs alike wherever its files live. Without one, a random key is
 * generated once and kept in `keyFile` (under DATA_DIR), so URLs stay the same across restarts and
 * across processes that share the directory. Created with link(), which fails when the file exists:
 * two processes starting together agree on the first one written.
 */
export function mediaSigningKey(options: { secret?: string | undefined; keyFile: string }): Buffer {
  if (options.secret) return createHmac("sha256", options.secret).update("media-url-signing").digest();
  const existing = readKey(options.keyFile);
  if (existing) return existing;
  mkdirSync(dirname(options.keyFile), { recursive: true });
  const tmp = `${options.keyFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(tmp, randomBytes(32).toString("hex") + "\n", { mode: 0o600 });
  try {
    linkSync(tmp, options.keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(tmp);
  }
  const key = readKey(options.keyFile);
  if (!key) throw new Error(`${options.keyFile} does not hold a media signing key (64 hex characters)`);
  return key;
}

function readKey(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} does not hold a media signing key (64 hex characters)`);
  return Buffer.from(text, "hex");
}
