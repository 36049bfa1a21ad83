import type { Server } from "node:http";
import { resolve } from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import type { RequestHandler } from "express";
import { env, environmentWarnings } from "./env.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./seed/index.ts";
import { prepareStoneSearch } from "./services/stones/index.ts";
import { accountMailJobHandler, accountsCleanupJobHandler } from "./services/accounts/index.ts";
import { jobsCleanupHandler, startJobWorker } from "./services/jobs/index.ts";
import { configureReservations, reservationJobHandlers } from "./services/orders/index.ts";
import { createMailer, mailJobHandler } from "./services/mail/index.ts";
import { createApp } from "./app.ts";
import { processAuthSettings } from "./http/context.ts";
import { LOG_REDACT_PATHS, REDACTED } from "./http/log-redaction.ts";
import { openRedis, redisApqStore, redisConnected, redisHealth, redisRateLimitStore } from "./redis.ts";
import { MUTATION_RATE_LIMIT, createLimits, createRateLimiter } from "./services/rate-limit.ts";
import { HTTP_PARSERS_KEPT, limitHttpParserPool } from "./http/parser-pool.ts";

export interface StartOptions {
  dev?: boolean;
  build?: () => Promise<ServerBuild>;
  before?: RequestHandler;
}

/**
 * Boots the store: validates the environment, opens the database (PGlite in DATA_DIR unless
 * DATABASE_URL is set), applies migrations, seeds demo data on first start, and listens.
 */
export async function startServer(options: StartOptions = {}): Promise<Server> {
  const config = env();
  const logger = pino({ level: config.LOG_LEVEL, redact: { paths: LOG_REDACT_PATHS, censor: REDACTED } });
  for (const warning of environmentWarnings(config)) logger.warn(warning);
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: resolve(config.DATA_DIR) });
  logger.info({ driver: database.driver, dataDir: config.DATABASE_URL ? undefined : resolve(config.DATA_DIR) }, "database open");
  await migrateDatabase(database);
  await seedIfEmpty(database, { logger, stones: config.SEED_STONES });
  // The stone search index is built while the store starts to listen, not by the first visitor's search.
  const startedAt = Date.now();
  prepareStoneSearch(database.db).then(
    () => logger.info({ ms: Date.now() - startedAt }, "stone search index ready"),
    (err: unknown) => logger.error({ err }, "building the stone search index failed; searches use SQL until it is built"),
  );

  // Background work (docs/decisions/0012): every job type the store runs has its handler here.
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: resolve(config.DATA_DIR, "outbox"), from: config.MAIL_FROM });
  configureReservations({ hours: config.RESERVATION_HOURS });
  const worker = await startJobWorker(
    database,
    [accountMailJobHandler(), mailJobHandler(mailer), ...reservationJobHandlers(), accountsCleanupJobHandler(), jobsCleanupHandler()],
    { logger },
  );
  logger.info(
    config.SMTP_URL ? "mail is sent through SMTP_URL" : `mail is written to ${resolve(config.DATA_DIR, "outbox")} (SMTP_URL is unset)`,
  );

  // In development the build is loaded again on every request (hot reloading); in production it is
  // the module bundled with this one, resolved once, so routes are matched without being re-derived.
  const build: ServerBuild | (() => Promise<ServerBuild>) =
    options.build ?? ((await import("virtual:react-router/server-build")) as ServerBuild);
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, logger) : undefined;
  // Shared from the first request when Redis answers; the store starts on its own counters when not.
  if (redis) await redisConnected(redis);
  const app = createApp({
    database,
    logger,
    dev: options.dev,
    build,
    before: options.before,
    clientDir: options.dev ? undefined : resolve("build/client"),
    mediaCacheDir: resolve(config.DATA_DIR, "media"),
    pageCacheSeconds: config.PAGE_CACHE_SECONDS,
    hosts: { publicUrl: config.PUBLIC_URL, allowedHosts: config.ALLOWED_HOSTS },
    trustProxy: config.TRUST_PROXY,
    graphql: redis
      ? { apqStore: redisApqStore(redis), mutationLimiter: createRateLimiter(MUTATION_RATE_LIMIT, redisRateLimitStore(redis)) }
      : undefined,
    limits: redis ? createLimits(redisRateLimitStore(redis)) : undefined,
    sharedStateHealth: redis ? () => redisHealth(redis) : undefined,
    auth: {
      ...processAuthSettings(config.SESSION_SECRET),
      google: config.GOOGLE_CLIENT_ID ? { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL } : null,
    },
    // Exposed by the launcher (server/launch.mjs). "last-resort" is V8's memory-reducing collection: it
    // compacts the heap and hands back the pages and buffers it frees, not only marks them free.
    collectGarbage: globalThis.gc ? () => globalThis.gc?.({ type: "major", execution: "sync", flavor: "last-resort" }) : undefined,
  });

  // A burst of connections would otherwise leave up to 1,000 parsers behind (server/http/parser-pool.ts).
  limitHttpParserPool(HTTP_PARSERS_KEPT);
  const server = config.HOST ? app.listen(config.PORT, config.HOST) : app.listen(config.PORT);
  await new Promise<void>((ok, fail) => {
    server.once("listening", ok);
    server.once("error", fail);
  });
  logger.info(`The store is open at http://localhost:${config.PORT}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    // Stop taking connections and claiming jobs, let requests and jobs in flight finish (a job cut off
    // runs again after its lease), then close the database.
    const draining = worker.stop(8_000);
    server.close(async () => {
      await draining;
      mailer.close();
      await database.close().catch((err: unknown) => logger.error({ err }, "closing the database failed"));
      await redis?.quit().catch(() => undefined);
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("forcing shutdown after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
