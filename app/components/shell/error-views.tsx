import { deferredView } from "../../lib/lazy-view.tsx";

// The error pages' screens (ErrorScreens.tsx), which no other page shows: the server draws them in full
// and the page hydrates them after the rest (app/lib/lazy-view.tsx), so they are not in the shell's
// script. Their stylesheet is the shell's (CriticalErrorScreen.tsx imports it).
const load = () => import("./ErrorScreens.tsx");

export const NotFoundView = deferredView(() => load().then((m) => m.NotFoundScreen));
export const ServerErrorView = deferredView(() => load().then((m) => m.ServerErrorScreen));
export const InitErrorView = deferredView(() => load().then((m) => m.InitErrorScreen));
