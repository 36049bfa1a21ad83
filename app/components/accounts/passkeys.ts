// Passkeys in the browser, for the sign-in forms and the profile: apart from the account's moves
// (session.ts), which the header loads with every page, so that they load with the forms that use them.
import { runMutation, type GraphQLClient as Client } from "../../lib/graphql-client.ts";
import {
  ADD_PASSKEY,
  PASSKEY_REGISTRATION_OPTIONS,
  PASSKEY_SIGN_IN_OPTIONS,
  SIGN_IN_WITH_PASSKEY,
  type LoginData,
  type ProfilePasskey,
} from "../../routes/accounts/documents.ts";

/** A passkey ceremony the visitor cancelled or let time out (the browser's NotAllowedError). */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

/**
 * Whether the browser offers passkeys (WebAuthn), as @simplewebauthn/browser decides it: the library
 * itself is loaded only when a passkey ceremony starts.
 */
export function browserSupportsWebAuthn(): boolean {
  return typeof globalThis.PublicKeyCredential === "function";
}

/** Signs in with a passkey: options from the API, the browser's ceremony, the answer checked by the API. */
export async function passkeySignIn(client: Client, email: string | null): Promise<LoginData> {
  const [{ passkeySignInOptions: options }, { startAuthentication }] = await Promise.all([
    runMutation(client, PASSKEY_SIGN_IN_OPTIONS, { email: email || null }),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startAuthentication({ optionsJSON: JSON.parse(options.optionsJSON) });
  const data = await runMutation(client, SIGN_IN_WITH_PASSKEY, {
    challengeId: options.challengeId,
    responseJSON: JSON.stringify(response),
  });
  return data.signInWithPasskey;
}

/** Adds a passkey to the signed-in account: options from the API, the browser's ceremony, then stored. */
export async function passkeyRegister(client: Client, name: string | null): Promise<ProfilePasskey> {
  const [{ passkeyRegistrationOptions: options }, { startRegistration }] = await Promise.all([
    runMutation(client, PASSKEY_REGISTRATION_OPTIONS, {}),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startRegistration({ optionsJSON: JSON.parse(options.optionsJSON) });
  const data = await runMutation(client, ADD_PASSKEY, {
    challengeId: options.challengeId,
    responseJSON: JSON.stringify(response),
    name: name || null,
  });
  return data.addPasskey;
}
