/**
 * The accounts' vocabularies (docs/decisions/0600-accounts-sessions-and-sign-in.md): the kinds of
 * session and the purposes of one-time tokens. The database's enums and the services read them here.
 */

/**
 * - FULL: opened by proving who one is (password, passkey, Google, a link or code from a mail);
 * - AUTOLOGIN: opened by an auto-login token in a link (a mail, a consultant's link);
 * - UNVERIFIED: the registrant's own session on an account whose address is not proven yet.
 * Only a FULL session may change credentials, profile or address, sign out everywhere, or pay.
 */
export const SESSION_KINDS = ["FULL", "AUTOLOGIN", "UNVERIFIED"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Whether a session may change the account: the others may browse, build a ring and enquire. */
export function isFullSession(kind: SessionKind): boolean {
  return kind === "FULL";
}

/**
 * - MAGIC_LINK: a sign-in link with a code to type instead (also the welcome mail's confirmation);
 * - PASSWORD_RESET: sets a new password;
 * - AUTOLOGIN: signs its holder in once, in a limited session.
 */
export const TOKEN_PURPOSES = ["MAGIC_LINK", "PASSWORD_RESET", "AUTOLOGIN"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
