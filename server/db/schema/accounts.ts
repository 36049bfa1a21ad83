import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { SESSION_KINDS, TOKEN_PURPOSES } from "../../../core/vocabulary/accounts.ts";
import { vocabularyEnum } from "../enums.ts";
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
    /**
     * The password chosen at registration, kept apart until the address is proven: it becomes the
     * password only when the registrant proves the address in the session they registered in, and is
     * dropped when the address is proven anywhere else (docs/decisions/0600).
     */
    pendingPasswordHash: text(),
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

export const sessionKind = vocabularyEnum("session_kind", SESSION_KINDS);

/**
 * Signed-in sessions, shared by every store process. Only the SHA-256 of the cookie's token is kept.
 * A session slides (expires_at moves on as it is used) up to `expires_cap`. An AUTOLOGIN session (made
 * from a token in a link) and an UNVERIFIED one (a registrant's, before the address is proven) may
 * browse but not change the profile, e-mail, password or address, sign out everywhere, nor pay.
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

export const tokenPurpose = vocabularyEnum("token_purpose", TOKEN_PURPOSES);

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
    /** The job that issued the token (a sign-in or reset mail): a job run twice issues one token. */
    jobId: uuid().unique(),
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
    transports: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
