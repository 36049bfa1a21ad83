import { graphql } from "../../graphql/index.ts";

/**
 * Signing out, which the header's account menu sends from every page: in a module of its own, so that
 * the first script of every page carries this document and none of the other account documents
 * (./documents.ts, loaded with the sign-in forms and the profile).
 */
export const LOGOUT = graphql(`
  mutation Logout {
    logout { success }
  }
`);
