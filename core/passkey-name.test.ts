import { describe, expect, it } from "vitest";
import { PASSKEY_NAME_MAX, cleanPasskeyName, passkeyName } from "./passkey-name.ts";

const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";
const LINUX_HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36";

describe("passkey names", () => {
  it("keeps the owner's name, on one line and cut to the longest kept", () => {
    expect(passkeyName({ given: "  Work   laptop ", aaguid: "fbfc3007-154e-4ecc-8c0b-6e020557d7bd" })).toBe("Work laptop");
    expect(cleanPasskeyName("a\nb\tc")).toBe("a b c");
    expect(cleanPasskeyName("x".repeat(100))).toHaveLength(PASSKEY_NAME_MAX);
    expect(cleanPasskeyName("   ")).toBeNull();
  });

  it("names a known provider by its AAGUID, in any case", () => {
    expect(passkeyName({ aaguid: "FBFC3007-154E-4ECC-8C0B-6E020557D7BD", userAgent: MAC_CHROME })).toBe("iCloud Keychain");
    expect(passkeyName({ aaguid: "ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4" })).toBe("Google Password Manager");
  });

  it("falls back to the browser and system, then to 'Passkey'", () => {
    const unknown = "00000000-0000-0000-0000-000000000000";
    expect(passkeyName({ aaguid: unknown, userAgent: MAC_CHROME })).toBe("Chrome on macOS");
    expect(passkeyName({ userAgent: IPHONE_SAFARI })).toBe("Safari on iPhone");
    expect(passkeyName({ userAgent: WINDOWS_EDGE })).toBe("Edge on Windows");
    expect(passkeyName({ userAgent: ANDROID_FIREFOX })).toBe("Firefox on Android");
    expect(passkeyName({ userAgent: LINUX_HEADLESS })).toBe("Chrome on Linux");
    expect(passkeyName({ userAgent: "curl/8.0" })).toBe("Passkey");
    expect(passkeyName({})).toBe("Passkey");
  });

  it("does not read inherited keys as providers", () => {
    expect(passkeyName({ aaguid: "__proto__" })).toBe("Passkey");
    expect(passkeyName({ aaguid: "constructor" })).toBe("Passkey");
  });
});
