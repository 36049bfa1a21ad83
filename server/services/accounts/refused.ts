/**
 * An expected outcome of an account operation that the page shows in place of what was asked for: a
 * value, not an error (ARCHITECTURE.md, "Failures at the API"; the API answers it as a member of the
 * operation's result union).
 * - EXPIRED, USED: a link or token from a mail that is too old, or was used once already;
 * - NOT_FOUND: no link has this token, no customer this id, no passkey of the account this id;
 * - TAKEN: the e-mail address has an account already.
 */
export type RefusalReason = "EXPIRED" | "USED" | "NOT_FOUND" | "TAKEN";

export interface Refused<R extends RefusalReason = RefusalReason> {
  kind: "refused";
  reason: R;
}

/** Why a link or token from a mail cannot be used. */
export type UnusableLink = Refused<"EXPIRED" | "USED" | "NOT_FOUND">;

export function refused<R extends RefusalReason>(reason: R): Refused<R> {
  return { kind: "refused", reason };
}

export function isRefused<T>(value: T | Refused): value is Refused {
  return typeof value === "object" && value !== null && "kind" in value && value.kind === "refused";
}
