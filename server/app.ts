import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { COOKIE, readCookie } from "../core/cookies.ts";
import { resolveRegion, splitRegionPath, DEFAULT_REGION, regionPath } from "../core/regions.ts";
import type { Database } from "./db/client.ts";
import { isReady } from "./db/client.ts";
import { createGraphQLServer, type GraphQLServerOptions } from "./graphql/yoga.ts";
import { buildContext, clientRequestId, newRequestId, processAuthSettings, withSession, type ContextShared } from "./http/context.ts";
import { createLimits, type Limits } from "./services/rate-limit.ts";
import type { AuthSettings, RequestContext } from "./context.ts";
import { regionRedirects } from "./http/regions.ts";
import { catalogueRedirects } from "./http/catalogue-redirects.ts";
import { securityHeaders } from "./http/security.ts";
import { responseCompression } from "./http/compression.ts";
import { isPersonalRequest, pageCache, pageHeaders } from "./http/page-cache.ts";
import { collectWhenIdle } from "./http/idle-collection.ts";
import { edgeGuard } from "./http/edge.ts";
import { createHosts, graphqlCors, hostGuard, type HostPolicy } from "./http/hosts.ts";
import { redactingSerializers } from "./http/log-redaction.ts";
import { clientRootFiles, staticNotFound, wellKnownFiles } from "./http/static-files.ts";
import { safeLocalPath } from "../core/urls/local-path.ts";
import type { TrustProxy } from "./env.ts";
import { activeRegions } from "./services/site.ts";
import { memoEntries } from "./services/memo.ts";
import { storeContext, nonceContext, stylesheetContext, ROUTE_CLAIMS } from "./router-context.ts";
import { createStylesheetReader } from "./http/stylesheets.ts";
import { pageRequestHandler } from "./http/route-tables.ts";
import { pageVisitor } from "./services/shared-pages.ts";
import { RENDER_CONCURRENCY, RENDER_QUEUE, renderLimit } from "./http/render-limit.ts";
import { mediaHandler } from "./media/index.ts";
import type { SharedStateHealth } from "./redis.ts";

export interface AppOptions {
  database: Database;
  logger: Logger;
  dev?: boolean;
  /** The React Router server build (bundled or from the Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves the client bundle (production); Vite serves it in development. */
  clientDir?: string;
  /** Shared between processes (Redis) when configured; in memory otherwise. */
  graphql?: Pick<GraphQLServerOptions, "apqStore" | "mutationLimiter">;
  /** Seconds an anonymous page is served from memory (0: off). */
  pageCacheSeconds?: number;
  /** Where drawn images are cached on disk. */
  mediaCacheDir: string;
  /** Vite's middlewares in development. */
  before?: express.RequestHandler;
  /** The hosts the store answers for (PUBLIC_URL, ALLOWED_HOSTS); loopback names only when not given. */
  hosts?: HostPolicy;
  /** The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); none when not given. */
  trustProxy?: TrustProxy;
  /** Sign-in and mail counters; shared through Redis when configured, in this process otherwise. */
  limits?: Limits;
  /** Whether the shared state (Redis) answers, when there is one: /healthz says `redis: "ok"` or `"degraded"`. */
  sharedStateHealth?: () => SharedStateHealth;
  /** Sign-in settings (identity token key, Google); none configured when not given. */
  auth?: AuthSettings;
  /** Collects garbage at once (`gc`, exposed by the launcher): run when the store falls idle (http/idle-collection.ts). */
  collectGarbage?: () => void;
}

export function createApp(options: AppOptions): Express {
  const { database, logger } = options;
  const db = database.db;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  const hosts = createHosts(options.hosts ?? {});
  const shared: ContextShared = {
    limits: options.limits ?? createLimits(),
    publicUrl: options.hosts?.publicUrl,
    auth: options.auth ?? processAuthSettings(),
  };

  app.use(
    pinoHttp({
      logger,
      serializers: redactingSerializers,
      // The store's own id for every request; a client's or proxy's X-Request-Id is kept beside it.
      genReqId: (_req, res) => {
        const id = newRequestId();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customProps: (req) => {
        const client = clientRequestId(req);
        return client ? { clientRequestId: client } : {};
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
    }),
  );
  app.use((req, res, next) => {
    res.locals["requestId"] = req.id;
    next();
  });
  app.use(edgeGuard());
  app.use(securityHeaders({ dev: options.dev ?? false, publicUrl: options.hosts?.publicUrl }));
  app.use(responseCompression());

  // The process serves while Redis is down (each process counts on its own): still 200, but said.
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", ...(options.sharedStateHealth ? { redis: options.sharedStateHealth() } : {}) });
  });
  app.get("/readyz", async (_req, res) => {
    const ready = await isReady(database);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not ready" });
  });

  app.use(hostGuard(hosts));
  app.use(wellKnownFiles());
  app.use("/media", mediaHandler(options.mediaCacheDir));

  if (options.before) app.use(options.before);
  if (options.clientDir) {
    app.use("/assets", express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(clientRootFiles(options.clientDir));
  }
  app.use(staticNotFound());
  // Pages write the build's stylesheets into the document (app/lib/stylesheets.tsx).
  const stylesheets = options.clientDir ? createStylesheetReader(options.clientDir) : null;

  const yoga = createGraphQLServer({ ...options.graphql, graphiql: options.dev ?? false });
  app.use("/graphql", graphqlCors(hosts), async (req, res) => {
    const active = await activeRegions(db);
    const region = resolveRegion({
      routeRegion: DEFAULT_REGION,
      cookie: readCookie(req.headers.cookie, COOKIE.locale),
      isActive: (r) => active.has(r),
    });
    // An answer depends on the cookies (the session, the ring builder, the currency): one to a visitor
    // with a credential is theirs alone, kept by no browser cache or proxy (GET answers included).
    res.vary("Cookie");
    if (isPersonalRequest(req)) res.setHeader("Cache-Control", "private, no-store");
    const ctx = await withSession(buildContext(req, res, db, region, shared));
    // The adapter called as a request listener writes the response (handleNodeRequestAndResponse only returns it).
    await yoga(req, res, { storeContext: ctx });
  });

  app.use(regionRedirects(db));
  app.use(catalogueRedirects());
  app.use(pageHeaders());

  // A visitor who chose a region (locale cookie) is kept in it: a page of another region answers 302
  // with the same route in the chosen one (docs/product.md#region-choice).
  app.use(async (req, res, next) => {
    if (req.method !== "GET" || !req.accepts("html") || req.path.endsWith(".data") || req.path === "/__manifest") return next();
    const { region: routeRegion, path } = splitRegionPath(req.path);
    const active = await activeRegions(db);
    const chosen = resolveRegion({
      routeRegion: routeRegion ?? DEFAULT_REGION,
      cookie: readCookie(req.headers.cookie, COOKIE.locale),
      isActive: (r) => active.has(r),
    });
    if (chosen !== (routeRegion ?? DEFAULT_REGION) && !("authToken" in req.query)) {
      const q = req.originalUrl.indexOf("?");
      return res.redirect(302, safeLocalPath(`${regionPath(chosen, path)}${q === -1 ? "" : req.originalUrl.slice(q)}`));
    }
    next();
  });

  const pageRegion = (req: Request) => splitRegionPath(req.path.replace(/\.data$/, "")).region ?? DEFAULT_REGION;
  // The service context of a page request, with its session: read once, by the page cache's check
  // (a signed-in visitor's) or by the render, whichever asks first.
  const pageContext = async (req: Request, res: Response) => {
    const known = res.locals["pageContext"] as Promise<RequestContext> | undefined;
    if (known) return known;
    const ctx = withSession(buildContext(req, res, db, pageRegion(req), shared));
    res.locals["pageContext"] = ctx;
    return ctx;
  };

  let cache: ReturnType<typeof pageCache> | undefined;
  if (!options.dev && (options.pageCacheSeconds ?? 0) > 0) {
    cache = pageCache({
      ttlMs: options.pageCacheSeconds! * 1000,
      maxBytes: 128 * 1024 * 1024,
      // A visitor whose cookies name nothing the store knows is anyone; a signed-in customer is served
      // the page every visitor is when nothing in it is theirs.
      visitorOf: async (req, res, stored) => pageVisitor(await pageContext(req, res), stored),
    });
    app.use(cache);
  }
  // The memory of a burst of pages, and of the pages and memoised reads dropped as they expire, is given back once idle.
  if (options.collectGarbage)
    collectWhenIdle({ collect: options.collectGarbage, watch: () => `${cache?.heldBytes() ?? 0} ${memoEntries()}` });

  // At most RENDER_CONCURRENCY pages are rendered at once; the others wait their turn (a burst must not hold hundreds of pages in memory).
  app.use(renderLimit({ concurrency: RENDER_CONCURRENCY, queue: RENDER_QUEUE }));
  app.all(
    "/{*splat}",
    // React Router with only the routes that can match the request (server/http/route-tables.ts): the
    // catalogue's products at the root only for the one-segment addresses the catalogue grammar reads
    // (docs/decisions/0020-one-segment-addresses.md).
    pageRequestHandler({
      build: options.build,
      mode: options.dev ? "development" : "production",
      claims: ROUTE_CLAIMS,
      getLoadContext: async (req, res) => {
        const context = new RouterContextProvider();
        // A page the cache keeps for every visitor is rendered without the visitor's session.
        context.set(
          storeContext,
          res.locals["renderWithoutSession"] ? buildContext(req, res, db, pageRegion(req), shared) : await pageContext(req, res),
        );
        context.set(nonceContext, String(res.locals["nonce"] ?? ""));
        context.set(stylesheetContext, stylesheets);
        return context;
      },
    }),
  );

  // Errors that carry a 4xx status (a body that cannot be parsed, a parameter that cannot be decoded)
  // are the client's: they are answered with that status and logged as a warning, without a stack.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(err);
    if (status) req.log.warn({ status, message: err instanceof Error ? err.message : String(err) }, "bad request");
    else req.log.error({ err }, "unhandled error");
    if (res.headersSent) return;
    if (status) res.status(status).type("text/plain").send("The request could not be understood.");
    else
      res
        .status(500)
        .type("text/plain")
        .send(`Oops! Something went wrong. Request ID: ${String(req.id)}`);
  });

  return app;
}

function clientErrorStatus(err: unknown): number | null {
  if (!err || typeof err !== "object") return null;
  const status = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}
