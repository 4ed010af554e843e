import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "./client.ts";
import { migrations as embedded, type EmbeddedMigration } from "./migrations/index.ts";

const MIGRATIONS_TABLE = "__drizzle_migrations";

type MigrationMeta = { sql: string[]; bps: boolean; folderMillis: number; hash: string };

function toMeta(m: EmbeddedMigration): MigrationMeta {
  return {
    sql: m.sql.split("--> statement-breakpoint"),
    bps: true,
    folderMillis: m.when,
    hash: new Bun.CryptoHasher("sha256").update(m.sql).digest("hex"),
  };
}

/** The embedded migrations that this database has not applied yet. */
export function pendingMigrations(db: Db, migrations = embedded): EmbeddedMigration[] {
  const client = db.$client;
  const hasTable = client
    .query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(MIGRATIONS_TABLE);
  if (!hasTable) return migrations;
  const last = client
    .query(`SELECT created_at FROM ${MIGRATIONS_TABLE} ORDER BY created_at DESC LIMIT 1`)
    .get() as { created_at: number } | null;
  const lastWhen = last ? Number(last.created_at) : -1;
  return migrations.filter((m) => m.when > lastWhen);
}

/** Whether the database holds any table of ours (a fresh file needs no backup). */
function hasUserTables(db: Db): boolean {
  return !!db.$client.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
}

/**
 * Applies pending migrations in one transaction. When an existing database is about to change,
 * it first writes a consistent copy to backupDir with VACUUM INTO, so a failed upgrade can be
 * undone by copying the file back. Returns the backup path, if one was written.
 */
export function migrate(
  db: Db,
  options: { backupDir?: string; log?: (line: string) => void; migrations?: EmbeddedMigration[] } = {},
): { applied: number; backup: string | null } {
  // `migrations` lets tests add a migration to an existing database; the server uses the embedded set.
  const all = options.migrations ?? embedded;
  const pending = pendingMigrations(db, all);
  if (pending.length === 0) return { applied: 0, backup: null };

  let backup: string | null = null;
  if (options.backupDir && hasUserTables(db)) {
    mkdirSync(options.backupDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    backup = join(options.backupDir, `app-${stamp}.db`);
    if (existsSync(backup)) backup = `${backup}.${process.pid}`;
    db.$client.query("VACUUM INTO ?").run(backup);
    options.log?.(`backed up app.db to ${backup} before migrating`);
  }

  // drizzle's own migrator reads a folder; ours are embedded, so hand them to its dialect directly.
  const dialect = (db as any).dialect;
  const session = (db as any).session;
  dialect.migrate(all.map(toMeta), session, { migrationsTable: MIGRATIONS_TABLE });
  options.log?.(`applied ${pending.length} migration(s): ${pending.map((m) => m.tag).join(", ")}`);
  return { applied: pending.length, backup };
}
