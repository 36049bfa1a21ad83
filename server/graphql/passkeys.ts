import { builder } from "./builder.ts";
import { errorResultType, resultUnion, type ErrorResultShape } from "./error-result.ts";
import { unwrap } from "./result.ts";
import { DoneType, LoginType, PasskeyType, login } from "./accounts.ts";
import {
  addPasskey,
  isRefused,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  signInWithPasskey,
  type PasskeyOptions,
} from "../services/accounts/index.ts";

/** Passkeys (WebAuthn): adding one to the signed-in account, signing in with one (docs/security.md, "Passkeys"). */
const PasskeyOptionsType = builder.objectRef<PasskeyOptions>("PasskeyOptions").implement({
  description: "The start of a passkey ceremony: answer the challenge within five minutes, once.",
  fields: (t) => ({
    challengeId: t.exposeID("challengeId", { description: "Sent back with the browser's answer" }),
    optionsJSON: t.exposeString("optionsJSON", {
      description: "Options for @simplewebauthn/browser (startRegistration or startAuthentication), as JSON",
    }),
  }),
});

const PasskeyNotFoundType = errorResultType(
  "PasskeyNotFound",
  "The account has no passkey with this id (NOT_FOUND), whether another account has it or none.",
);

const PASSKEY_NOT_FOUND: ErrorResultShape = { errorCode: "NOT_FOUND", message: "There is no such passkey in your account." };

const RemovePasskeyResultType = resultUnion("RemovePasskeyResult", DoneType, PasskeyNotFoundType);

builder.mutationFields((t) => ({
  passkeyRegistrationOptions: t.field({
    type: PasskeyOptionsType,
    description: "Options to create a passkey for the signed-in user; not from a session opened by a link.",
    resolve: async (_root, _args, ctx) => unwrap(await passkeyRegistrationOptions(ctx)),
  }),
  addPasskey: t.field({
    type: PasskeyType,
    description: "Verifies and keeps a new passkey of the signed-in user; named after the provider or browser when no name is given.",
    args: {
      challengeId: t.arg.id({ required: true }),
      responseJSON: t.arg.string({ required: true, description: "The answer of startRegistration, as JSON" }),
      name: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(await addPasskey(ctx, { challengeId: String(args.challengeId), responseJSON: args.responseJSON, name: args.name })),
  }),
  removePasskey: t.field({
    type: RemovePasskeyResultType,
    description:
      "Removes one of the signed-in user's passkeys; not from a session opened by a link. PasskeyNotFound when the account has none with this id.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      isRefused(unwrap(await removePasskey(ctx, { id: String(args.id) }))) ? PASSKEY_NOT_FOUND : { success: true },
  }),
  passkeySignInOptions: t.field({
    type: PasskeyOptionsType,
    description:
      "Options to sign in with a passkey: any passkey of the store the device holds answers. `email`, when the form has one, only counts the try against that address.",
    args: { email: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => unwrap(await passkeySignInOptions(ctx, { email: args.email })),
  }),
  signInWithPasskey: t.field({
    type: LoginType,
    description: "Signs in with a passkey's answer to passkeySignInOptions.",
    args: {
      challengeId: t.arg.id({ required: true }),
      responseJSON: t.arg.string({ required: true, description: "The answer of startAuthentication, as JSON" }),
    },
    resolve: async (_root, args, ctx) =>
      login(ctx, unwrap(await signInWithPasskey(ctx, { challengeId: String(args.challengeId), responseJSON: args.responseJSON }))),
  }),
}));
