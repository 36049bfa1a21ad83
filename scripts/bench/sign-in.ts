// Signs a demo customer in through the API, for the benchmarks' `--signed-in` option: the pages are
// then requested as that customer sees them (the session cookie on every request).

import { DEMO_PASSWORD } from "../../server/seed/accounts.ts";
import { CSRF_HEADER } from "../../core/graphql-headers.ts";

/** The demo customer the benchmarks sign in as (README, "Demo accounts"). */
export const BENCH_CUSTOMER = "olivia@example.com";

/** Signs `email` in on the store at `base` and answers the Cookie header that carries the session. */
export async function signedInCookie(base: string, email = BENCH_CUSTOMER, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", [CSRF_HEADER]: "1" },
    body: JSON.stringify({
      query: "mutation BenchSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }",
      variables: { email, password },
    }),
  });
  const body = (await res.json()) as { data?: { signIn: { user: { email: string } } }; errors?: { message: string }[] };
  if (!body.data)
    throw new Error(`signing ${email} in failed (status ${res.status}): ${body.errors?.map((e) => e.message).join("; ") ?? "no answer"}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (!cookies.some((c) => c.startsWith("session-id="))) throw new Error(`signing ${email} in set no session cookie`);
  return cookies.join("; ");
}
