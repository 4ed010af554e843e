import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDb, type Db } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedAchievements } from "../db/seed/achievements.ts";
import { seedDefaults } from "../db/seed/task-defaults.ts";
import type { Config } from "./config.ts";
import { ConfigError } from "./config.ts";
import { log } from "./lib/log.ts";

/** Where everything lives inside the data folder (the README documents this layout). */
export const dataPaths = (dataDir: string) => ({
  appDb: join(dataDir, "app.db"),
  dictionaryDb: join(dataDir, "dictionary.db"),
  uploads: join(dataDir, "uploads"),
  backups: join(dataDir, "backups"),
  secret: join(dataDir, "secret.key"),
});

/** Creates the data folder if needed and fails with one clear line if it is not writable. */
export function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = join(dataDir, ".write-test");
    writeFileSync(probe, "");
    Bun.file(probe).delete();
  } catch (error) {
    throw new ConfigError(`data dir "${dataDir}" is not writable: ${(error as Error).message}`);
  }
}

/** The signing secret, generated on first start and kept (owner-only) in the data folder (D4). */
export function loadSecret(path: string): string {
  if (existsSync(path)) {
    const secret = readFileSync(path, "utf8").trim();
    if (secret.length >= 32) return secret;
  }
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}

/**
 * Opens app.db and brings it up to date, backing it up first when a migration is pending; then
 * gives every GM who lacks them the default task metadata and adds missing achievements (idempotent).
 */
export function openAppDb(config: Config): Db {
  const paths = dataPaths(config.dataDir);
  const db = openDb(paths.appDb);
  migrate(db, { backupDir: paths.backups, log: log.info });
  const seeded = seedDefaults(db);
  if (seeded > 0) log.info(`seeded default task metadata for ${seeded} GM(s)`);
  const achievements = seedAchievements(db);
  if (achievements > 0) log.info(`seeded ${achievements} achievement(s)`);
  return db;
}

/**
 * Removes temporary dictionary files left by an install or seed that was killed part-way (their
 * names carry the writer's pid: `.dictionary.db.<pid>.…`). Files of a still-running writer stay.
 */
export function removeStaleDictionaryTemps(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    const pid = Number(/^\.dictionary\.db\.(\d+)\./.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    rmSync(join(dataDir, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
