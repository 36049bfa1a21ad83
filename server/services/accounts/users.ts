import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { isEmailAddress } from "../../../core/account.ts";
import { CURRENCIES, REGIONS, type Currency, type Region } from "../../../core/regions.ts";
import type { Db } from "../../db/client.ts";
import { consultants, customers, users } from "../../db/schema/index.ts";
import { checkPhone, PHONE_PROBLEM_MESSAGES } from "./phone.ts";

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

/** The form an address is looked up in: one account per address whatever its case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The texts of the e-mail field, the same in the browser's forms. */
export const EMAIL_MESSAGES = { empty: "Please enter your email.", invalid: "Please enter valid email" } as const;

/** An e-mail field: trimmed, required, syntactically an address. */
export const emailField = z
  .string()
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES.empty });
    else if (!isEmailAddress(v)) ctx.addIssue({ code: "custom", message: EMAIL_MESSAGES.invalid });
  });

export const nameField = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(z.string().min(1, "Please enter your name.").max(100, "Please use at most 100 characters."))
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f<>]/.test(v), "Please use letters, spaces and punctuation only.");

export const optionalNameField = z
  .string()
  .nullish()
  .transform((v) => v?.trim().replace(/\s+/g, " ") || null)
  .pipe(z.string().max(100, "Please use at most 100 characters.").nullable());

/**
 * A phone as entered: country calling code (digits, "+" allowed) and the national number (digits,
 * spaces, dashes, brackets), checked against the country's numbering plan (`checkPhone`, ADR 0601):
 * a calling code no country has is refused under the code, a number too short, too long or not valid
 * for its country under the number.
 */
export const phoneField = z
  .object({
    countryCode: z
      .string()
      .transform((v) => v.trim().replace(/^\+/, ""))
      .pipe(z.string().regex(/^[1-9]\d{0,2}$/, "Please choose a country code.")),
    nationalNumber: z
      .string()
      .transform((v) => v.replace(/[\s().-]/g, ""))
      .pipe(
        z
          .string()
          .min(1, "Please enter a phone number.")
          .regex(/^\d+$/, "Please enter a phone number in digits.")
          .max(17, "This phone number is too long."),
      ),
  })
  .transform((p, ctx) => {
    const checked = checkPhone(p.countryCode, p.nationalNumber);
    if (checked.ok) return { countryCode: checked.countryCode, nationalNumber: checked.nationalNumber, e164: checked.e164 };
    ctx.addIssue({
      code: "custom",
      path: [checked.problem === "country" ? "countryCode" : "nationalNumber"],
      message: PHONE_PROBLEM_MESSAGES[checked.problem](p.countryCode),
    });
    return z.NEVER;
  });

export type Phone = z.output<typeof phoneField>;

export const regionField = z.enum(REGIONS);
export const currencyField = z.enum(CURRENCIES);

export const PASSWORD_RULES = { min: 10, max: 200 } as const;
export const passwordField = z
  .string()
  .min(PASSWORD_RULES.min, `Please use at least ${PASSWORD_RULES.min} characters.`)
  .max(PASSWORD_RULES.max, `Please use at most ${PASSWORD_RULES.max} characters.`);

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string | null;
  phone: Phone | null;
  region: Region;
  currency: Currency;
  emailConsent: boolean;
  passwordHash?: string | null;
  emailVerified?: boolean;
  googleSubject?: string | null;
}

/**
 * Creates a user and their customer record; null when the address already has an account. Every way
 * an account is made (registration, an enquiry, a guest order) comes here, and the rule of
 * docs/decisions/0600 holds: an account whose address is not proven (`emailVerified` false) holds no
 * password; a password given with it is kept apart as pending until the address is proven.
 */
export async function createCustomer(db: Db, input: NewCustomer): Promise<UserRow | null> {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.emailVerified ? (input.passwordHash ?? null) : null,
      pendingPasswordHash: input.emailVerified ? null : (input.passwordHash ?? null),
      emailVerifiedAt: input.emailVerified ? now : null,
      googleSubject: input.googleSubject ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!user) return null;
  await db.insert(customers).values({
    userId: user.id,
    phoneE164: input.phone?.e164 ?? null,
    phoneNationalNumber: input.phone?.nationalNumber ?? null,
    phoneCountryCode: input.phone?.countryCode ?? null,
    region: input.region,
    currency: input.currency,
    emailConsent: input.emailConsent,
    emailConsentAt: input.emailConsent ? now : null,
    privacyConsentAt: now,
  });
  return user;
}

/** A consultant: a staff user with their consultant record (the staff command and the demo seed). */
export async function createConsultant(
  db: Db,
  input: {
    email: string;
    firstName: string;
    lastName: string | null;
    isAdmin: boolean;
    passwordHash: string | null;
    avatarUrl?: string | null;
  },
): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      firstName: input.firstName,
      lastName: input.lastName,
      isConsultant: true,
      isAdmin: input.isAdmin,
      passwordHash: input.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!user) return null;
  await db.insert(consultants).values({ userId: user.id, firstName: input.firstName, avatarUrl: input.avatarUrl ?? null });
  return user;
}
