import type { Currency } from "../../../../core/regions.ts";

/**
 * The store's bank accounts a transfer is paid into, one per currency: the one place they are
 * configured. THE VALUES BELOW ARE THE DEMO STORE'S (not a real account): a store that takes transfers
 * replaces them with its own before opening.
 */
export interface BankAccount {
  accountName: string;
  bankName: string;
  /** What a customer types into their bank, in order: label code and value ("SORT_CODE" "20-00-00"). */
  fields: { code: BankField; value: string }[];
}

/** The kinds of detail a transfer needs; the pages name them from messages. */
export type BankField =
  "SORT_CODE" | "ACCOUNT_NUMBER" | "IBAN" | "BIC" | "ROUTING_NUMBER" | "BSB" | "TRANSIT_NUMBER" | "INSTITUTION_NUMBER" | "BRANCH_CODE";

const HOLDER = "Hatton & Vale Ltd";

export const BANK_ACCOUNTS: Readonly<Record<Currency, BankAccount>> = {
  GBP: {
    accountName: HOLDER,
    bankName: "Demo Bank plc, London",
    fields: [
      { code: "SORT_CODE", value: "20-00-00" },
      { code: "ACCOUNT_NUMBER", value: "12345678" },
    ],
  },
  EUR: {
    accountName: HOLDER,
    bankName: "Demo Bank plc, Dublin",
    fields: [
      { code: "IBAN", value: "IE29 AIBK 9311 5212 3456 78" },
      { code: "BIC", value: "AIBKIE2D" },
    ],
  },
  USD: {
    accountName: HOLDER,
    bankName: "Demo Bank N.A., New York",
    fields: [
      { code: "ROUTING_NUMBER", value: "021000021" },
      { code: "ACCOUNT_NUMBER", value: "000123456789" },
    ],
  },
  CAD: {
    accountName: HOLDER,
    bankName: "Demo Bank of Canada, Toronto",
    fields: [
      { code: "INSTITUTION_NUMBER", value: "003" },
      { code: "TRANSIT_NUMBER", value: "00012" },
      { code: "ACCOUNT_NUMBER", value: "1234567" },
    ],
  },
  AUD: {
    accountName: HOLDER,
    bankName: "Demo Bank Australia, Sydney",
    fields: [
      { code: "BSB", value: "062-000" },
      { code: "ACCOUNT_NUMBER", value: "12345678" },
    ],
  },
  NZD: {
    accountName: HOLDER,
    bankName: "Demo Bank New Zealand, Auckland",
    fields: [{ code: "ACCOUNT_NUMBER", value: "12-3456-0123456-00" }],
  },
  ZAR: {
    accountName: HOLDER,
    bankName: "Demo Bank South Africa, Cape Town",
    fields: [
      { code: "BRANCH_CODE", value: "250655" },
      { code: "ACCOUNT_NUMBER", value: "62123456789" },
    ],
  },
};

/**
 * The reference a transfer quotes: "HV-", the order number and two check digits (ISO 7064 mod 97-10,
 * as an IBAN's), so a mistyped number is caught when the transfer is matched: "HV-100001-19".
 */
export function bankReference(orderId: number): string {
  const check = 98 - Number((BigInt(orderId) * 100n) % 97n);
  return `HV-${orderId}-${String(check).padStart(2, "0")}`;
}

/** Whether a reference's check digits match its number. */
export function isBankReference(value: string): boolean {
  const m = /^HV-(\d{1,12})-(\d{2})$/.exec(value.trim().toUpperCase());
  return m !== null && bankReference(Number(m[1])) === `HV-${m[1]}-${m[2]}`;
}
