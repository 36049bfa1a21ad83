import { cookieString, expiredCookieString, readCookie } from "../../core/cookies.ts";

/** A cookie the page can read, or null. */
export function browserCookie(name: string): string | null {
  return readCookie(document.cookie, name);
}

/** Sets a cookie from the browser (secure, same-site lax, path /). */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds?: number): void {
  document.cookie = cookieString(name, value, maxAgeSeconds);
}

export function clearBrowserCookie(name: string): void {
  document.cookie = expiredCookieString(name);
}

/** Service workers are always unregistered at boot; a failure is logged to the console. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch (error) {
    console.error("Unregistering service workers failed", error);
  }
}

/**
 * The init-error screen's "Try Again": unregisters service workers, clears local and session storage,
 * every cookie this page can see and all IndexedDB databases, then reloads.
 */
export async function resetBrowserStateAndReload(): Promise<void> {
  await unregisterServiceWorkers();
  try {
    window.localStorage.clear();
  } catch (error) {
    console.error(error);
  }
  try {
    window.sessionStorage.clear();
  } catch (error) {
    console.error(error);
  }
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) {
      clearBrowserCookie(name);
      document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
  }
  try {
    if ("indexedDB" in window && typeof indexedDB.databases === "function") {
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          (db) =>
            new Promise<void>((resolve) => {
              if (!db.name) return resolve();
              const request = indexedDB.deleteDatabase(db.name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve();
            }),
        ),
      );
    }
  } catch (error) {
    console.error(error);
  }
  window.location.reload();
}

/** Removes the authToken query parameter from the address bar without a navigation. */
export function removeAuthTokenFromUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("authToken")) return;
  url.searchParams.delete("authToken");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
