/**
 * The header every GraphQL request of the store's own pages carries ("1"): a request a browser could
 * send cross-site without a preflight is refused without it (CSRF prevention, server/graphql/yoga.ts).
 */
export const CSRF_HEADER = "x-graphql-csrf";
