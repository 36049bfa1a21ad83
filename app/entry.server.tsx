import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { nonceContext, storeContext, stylesheetContext } from "../server/router-context.ts";
import { NonceContext } from "./lib/nonce.tsx";
import { ServerInitContext } from "./lib/site-menu.ts";
import { serverInitContext } from "./lib/root.server.ts";
import { StylesheetContext } from "./lib/stylesheets.tsx";
import { ViewChunksContext } from "./lib/lazy-view.tsx";
import { ModulePreloadsContext, PageScriptsContext } from "./lib/scripts.tsx";
import { writePageScripts } from "./lib/scripts.server.ts";
import { VIEW_CHUNKS } from "./lib/view-chunks.server.ts";
import { BatchedStream } from "./lib/batched-stream.server.ts";
import { StaticMarkupContext } from "./lib/static-markup.tsx";
import { renderOnce } from "./lib/static-markup.server.tsx";

export const streamTimeout = 5_000;

/**
 * Renders a document request. Every inline script React Router emits carries the request's CSP
 * nonce; bots (and SPA fallbacks) get the whole document at once, people get it streamed.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  const log = loadContext.get(storeContext).log;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <StylesheetContext.Provider value={loadContext.get(stylesheetContext)}>
          <ServerInitContext.Provider value={loadContext.get(serverInitContext)}>
            <ViewChunksContext.Provider value={VIEW_CHUNKS}>
              <ModulePreloadsContext.Provider value={new Set()}>
                <PageScriptsContext.Provider value={writePageScripts}>
                  <StaticMarkupContext.Provider value={renderOnce}>
                    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
                  </StaticMarkupContext.Provider>
                </PageScriptsContext.Provider>
              </ModulePreloadsContext.Provider>
            </ViewChunksContext.Provider>
          </ServerInitContext.Provider>
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready is written in place, however large (React would
        // otherwise send a large one, such as the mega menu's panels, after the rest of the page and
        // move it in with a script, leaving the page to hydrate around a placeholder).
        progressiveChunkSize: 1 << 30,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(body.body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject and are logged by the request handler.
          if (shellRendered) log.error({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

/**
 * The status an error React Router reports stands for when it is an answer rather than a fault: a
 * route error response, a thrown Response (`notFound()`), or `data(..., { status })` thrown while the
 * page renders or in middleware (React Router reports these as they were thrown, then answers them).
 */
function answerStatus(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  if (error && typeof error === "object" && (error as { type?: unknown }).type === "DataWithResponseInit") {
    const status = (error as { init?: { status?: unknown } | null }).init?.status;
    return typeof status === "number" ? status : null;
  }
  return null;
}

/**
 * Errors React Router reports while answering. An answer with a 4xx status (no page at this address,
 * a method the page does not take) is not an incident: the request's own log line says it, at warn
 * level and without a stack; an aborted request is not logged either. Anything else goes to the
 * request's structured log, never as plain text on stderr.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const status = answerStatus(error);
  if (status !== null && status < 500) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  let log: { error: (obj: object, msg: string) => void } | undefined;
  try {
    log = (context as Readonly<RouterContextProvider>).get(storeContext).log;
  } catch {
    log = undefined;
  }
  if (log) log.error({ err: inner ?? error }, "page request failed");
  else console.error(inner ?? error);
};
