import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { currencyCode, regionCode } from "./site.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * People who can sign in: customers, and consultants (staff, `is_consultant`; `is_admin` marks the
 * ones who act for the store and see its warning). An e-mail address is one account whatever its
 * case. The password hash (scrypt, docs/security.md) is absent until one is set: many customers only
 * ever sign in by e-mailed link, Google or a passkey.
 */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isConsultant: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    passwordHash: text(),
    /** When the owner of the address proved it (a link or code used, a verified Google token). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** The Google account (`sub`) linked to this user. */
    googleSubject: text(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`), uniqueIndex("users_google_subject_idx").on(t.googleSubject)],
);

/** Staff who look after customers; each is a user. */
export const consultants = pgTable("consultants", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text().notNull(),
  avatarUrl: text(),
});

/** The customer record of a user: contact details, market and consents. */
export const customers = pgTable("customers", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The billing phone: E.164, and the parts it was entered as (country calling code without "+"). */
  phoneE164: text("phone_e164"),
  phoneNationalNumber: text(),
  phoneCountryCode: text(),
  consultantId: uuid().references(() => consultants.id, { onDelete: "set null" }),
  disabledThirdPartyCookies: boolean().notNull().default(false),
  region: regionCode().notNull(),
  currency: currencyCode().notNull(),
  emailConsent: boolean().notNull().default(false),
  emailConsentAt: timestamp({ withTimezone: true }),
  privacyConsentAt: timestamp({ withTimezone: true }).notNull(),
});

export const sessionKind = pgEnum("session_kind", ["FULL", "AUTOLOGIN"]);

/**
 * Signed-in sessions, shared by every store process. Only the SHA-256 of the cookie's token is kept.
 * A session slides (expires_at moves on as it is used) up to `expires_cap`. An AUTOLOGIN session (made
 * from a token in a link) may browse but not change e-mail, password or address, nor pay.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: sessionKind().notNull().default("FULL"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    expiresCap: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const tokenPurpose = pgEnum("token_purpose", ["MAGIC_LINK", "PASSWORD_RESET", "AUTOLOGIN"]);

/**
 * One-time tokens: used once, by one atomic update, before they expire. Only hashes are kept. A magic
 * link also carries a short code that can be typed instead of opening the link; a few wrong codes void it.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    purpose: tokenPurpose().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    codeHash: text(),
    codeAttempts: integer().notNull().default(0),
    redirectUrl: text(),
  },
  (t) => [index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);

/** WebAuthn credentials (passkeys) a user registered. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url. */
    credentialId: text().notNull().unique(),
    publicKey: bytea().notNull(),
    counter: bigint({ mode: "number" }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    name: text().notNull(),
    backedUp: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

export const challengePurpose = pgEnum("webauthn_challenge_purpose", ["REGISTER", "AUTHENTICATE"]);

/** WebAuthn challenges handed out and not yet answered; each answered once, within minutes. */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: uuid().primaryKey().defaultRandom(),
  challenge: text().notNull(),
  purpose: challengePurpose().notNull(),
  userId: uuid().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
