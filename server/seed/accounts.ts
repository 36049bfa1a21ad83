import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { consultants, customers, users } from "../db/schema/index.ts";
import { createConsultant, createCustomer, hashPassword } from "../services/accounts/index.ts";

/** The password of every demo account that has one (README, "Demo accounts"). */
export const DEMO_PASSWORD = "correct horse battery";

/** Demo staff and customers, made once when the store has no users. */
export async function seedAccounts(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  if (any) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const t = tx;
    await createConsultant(t, { email: "james@example.com", firstName: "James", lastName: "Whitfield", isAdmin: true, passwordHash });
    const sophie = await createConsultant(t, {
      email: "sophie@example.com",
      firstName: "Sophie",
      lastName: "Laurent",
      isAdmin: false,
      passwordHash,
    });
    const olivia = await createCustomer(t, {
      email: "olivia@example.com",
      firstName: "Olivia",
      lastName: "Bennett",
      phone: { countryCode: "44", nationalNumber: "7400900123", e164: "+447400900123" },
      region: "UK",
      currency: "GBP",
      emailConsent: true,
      passwordHash,
      emailVerified: true,
    });
    await createCustomer(t, {
      email: "ethan@example.com",
      firstName: "Ethan",
      lastName: "Brooks",
      phone: { countryCode: "1", nationalNumber: "2125550147", e164: "+12125550147" },
      region: "US",
      currency: "USD",
      emailConsent: false,
      passwordHash,
      emailVerified: true,
    });
    // Chloé has no password: she signs in by e-mailed link or code.
    await createCustomer(t, {
      email: "chloe@example.com",
      firstName: "Chloé",
      lastName: "Martin",
      phone: null,
      region: "EU",
      currency: "EUR",
      emailConsent: true,
      emailVerified: true,
    });
    if (olivia && sophie) {
      const [consultant] = await t.select({ id: consultants.id }).from(consultants).where(eq(consultants.userId, sophie.id));
      if (consultant) await t.update(customers).set({ consultantId: consultant.id }).where(eq(customers.userId, olivia.id));
    }
  });
  return true;
}
