/**
 * E-mail addresses as the store accepts them: a local part and a domain with a dot, no spaces, at most
 * 254 characters (the longest an address can be). An account is one address whatever its case.
 */
const EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\.]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** The form an address is compared and looked up in. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
