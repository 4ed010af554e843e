import type { Server, Subprocess } from "bun";
import type { Db } from "../db/client.ts";
import { existsSync } from "node:fs";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { dataPaths, ensureDataDir, loadSecret, openAppDb } from "./data-dir.ts";
import { rememberClientIp } from "./lib/client-ip.ts";
import { log } from "./lib/log.ts";
import { LocalStore } from "./storage/local-store.ts";

/** Bun.serve routes that deliver the web app: the dev bundler, or files embedded in the binary. */
export type WebRoutes = Record<string, any>;

/** The largest request body accepted (50 MB uploads plus multipart overhead). */
const MAX_BODY_BYTES = 52 * 1024 * 1024;

/** What an entry point supplies: the web app, and how to install a missing dictionary. */
export type EntryHooks = {
  web: () => WebRoutes | Promise<WebRoutes>;
  /** Writes dictionary.db at the given path: copies the embedded one, or runs the compact seed. */
  installDictionary: (path: string) => Promise<void>;
};

/**
 * Installs dictionary.db when missing, in a child process running `dictionary install`, so the
 * server answers at once and its own memory never holds the pages that the copy (or the seed)
 * reads: on a small box that keeps the idle server ~30 MB smaller.
 */
function provisionInBackground(config: Config, path: string): Subprocess | null {
  if (existsSync(path)) return null;
  log.info(`no dictionary at ${path}; installing it in the background`);
  const started = performance.now();
  const entry = Bun.main.startsWith("/$bunfs/") ? [] : [Bun.main];
  const child = Bun.spawn([process.execPath, ...entry, "dictionary", "install", "--data-dir", config.dataDir], {
    stdout: "inherit",
    stderr: "inherit",
  });
  child.exited.then((code) => {
    if (code === 0) log.info(`dictionary installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    else log.error(`installing the dictionary failed (exit ${code}); search stays unavailable until \`blockquest dictionary install\``);
  });
  return child;
}

/**
 * Stops cleanly on SIGTERM (systemd, docker stop) and SIGINT: no new connections, the install
 * child (if any) ends too, and the database is closed so its WAL is checkpointed.
 */
function stopOnSignals(server: Server<undefined>, db: Db, child: Subprocess | null): void {
  const stop = (signal: string) => {
    log.info(`${signal} received; shutting down`);
    child?.kill();
    server.stop(true);
    db.$client.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

/** Opens the data folder and database, then serves the API and the web app from one process. */
export async function startServer(config: Config, hooks: EntryHooks): Promise<Server<undefined>> {
  ensureDataDir(config.dataDir);
  const paths = dataPaths(config.dataDir);
  const db = openAppDb(config);
  const web = await hooks.web();
  const app = createApp({ db, config, store: new LocalStore(paths.uploads), secret: loadSecret(paths.secret) });
  app.compile();

  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    maxRequestBodySize: MAX_BODY_BYTES,
    idleTimeout: 120,
    development: config.dev ? { hmr: true, console: true } : false,
    routes: {
      "/api/*": (request: Request, srv: Server<undefined>) => {
        rememberClientIp(request, srv.requestIP(request)?.address);
        return app.handle(request);
      },
      ...web,
    },
    fetch: () => new Response("Not found", { status: 404 }),
  });
  stopOnSignals(server, db, provisionInBackground(config, paths.dictionaryDb));
  log.info(`BlockQuest listening on http://${config.host}:${server.port} (data: ${config.dataDir})`);
  return server;
}
