import { useEffect, useRef } from "react";
import { useMessage } from "../../lib/intl.tsx";
import { runMutation } from "../../lib/graphql-client.ts";
import { useSite } from "../../lib/site.tsx";
import { REGISTER, type LoginData } from "../../routes/accounts/documents.ts";
import { readApiError } from "./form.tsx";

/**
 * The Google client id the store signs in with, from the site data (`init.googleClientId`, set by the
 * server's configuration); null hides the Google button. Google's script and frames must also be
 * allowed by the Content Security Policy where it is configured.
 */
export function useGoogleClientId(): string | null {
  const { init } = useSite();
  return init?.googleClientId || null;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

const GOOGLE_SCRIPT = "https://accounts.google.com/gsi/client";

function loadGoogle(): Promise<GoogleIdentity> {
  const existing = (window as unknown as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    // The page's scripts carry the request's nonce; Google's script is allowed the same way.
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error("Google sign-in did not load"));
    };
    script.onerror = () => reject(new Error("Google sign-in did not load"));
    document.head.appendChild(script);
  });
}

/**
 * "Continue with Google": Google's own button; its ID token goes to `register` with `byGoogle`,
 * which creates the account or signs the existing Google user in.
 */
export function GoogleSignIn({
  clientId,
  onSignedIn,
  onError,
}: {
  clientId: string;
  onSignedIn: (login: LoginData) => void;
  onError: (message: string) => void;
}) {
  const site = useSite();
  const t = useMessage();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!site.client) return;
            const input = {
              byGoogle: { token: credential, region: site.region, currency: site.currency, phone: null },
            };
            runMutation(site.client, REGISTER, { input })
              // Taken: another registration of the address made its account meanwhile.
              .then(({ register }) => (register.__typename === "Login" ? onSignedIn(register) : onError(t("acc_error_email_taken"))))
              .catch((error: unknown) => onError(readApiError(error, t, []).form ?? t("acc_error_generic")));
          },
        });
        google.accounts.id.renderButton(slot.current, {
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "rectangular",
          width: slot.current.clientWidth || 320,
        });
      })
      .catch(() => onError(t("acc_error_network")));
    return () => {
      cancelled = true;
    };
  }, [clientId, site, t, onSignedIn, onError]);
  return <div ref={slot} className="acc-google" />;
}
