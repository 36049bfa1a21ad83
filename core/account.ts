/**
 * Rules of the account forms that the browser checks before it asks the API and the API checks
 * again (docs/product.md#accounts): what counts as an e-mail address, how one "Full name" field is
 * split into first and last name, and the shortest password.
 */

/** The shortest password the store accepts. */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * A syntactically valid e-mail address: one "@", a local part and a domain without spaces, the
 * domain made of dot-separated labels with at least one dot, 254 characters at most. Whether the
 * mailbox exists is not a question of syntax.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !/^[^\s@"(),:;<>[\\\]]+$/.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes(".."))
    return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  return (
    labels.every((label) => /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u.test(label)) &&
    /^[\p{L}]{2,}$/u.test(labels[labels.length - 1]!)
  );
}

export interface SplitName {
  firstName: string;
  /** null when the name is one word. */
  lastName: string | null;
}

/**
 * One "Full name" field as first and last name: the last word is the last name and the words before
 * it the first name; a single word is a first name only. Runs of spaces count as one; an empty field
 * gives an empty first name.
 */
export function splitFullName(fullName: string): SplitName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? "", lastName: null };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1]! };
}

/** The reverse of `splitFullName`: the name as one line ("" when both are empty). */
export function joinFullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}
