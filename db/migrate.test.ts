import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "../src/test/harness.ts";
import { openDb, type Db } from "./client.ts";
import { migrate, pendingMigrations } from "./migrate.ts";
import { migrations as embedded, type EmbeddedMigration } from "./migrations/index.ts";

const tables = (db: Db) =>
  (db.$client.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

/** A migration that comes after the embedded ones, as the next release would ship. */
const extra = (sql: string): EmbeddedMigration => ({ tag: "9999_test_extra", when: embedded.at(-1)!.when + 1, sql });

function fileDb() {
  const dir = tempDir("bq-migrate-");
  return { dir, path: join(dir, "app.db"), backups: join(dir, "backups") };
}

describe("migrate", () => {
  test("a fresh database: every migration is pending, then applied, without a backup", () => {
    const { path, backups } = fileDb();
    const db = openDb(path);
    expect(pendingMigrations(db).map((m) => m.tag)).toEqual(embedded.map((m) => m.tag));
    const lines: string[] = [];
    const result = migrate(db, { backupDir: backups, log: (l) => lines.push(l) });
    expect(result).toEqual({ applied: embedded.length, backup: null });
    expect(existsSync(backups) ? readdirSync(backups) : []).toEqual([]);
    expect(pendingMigrations(db)).toEqual([]);
    expect(tables(db)).toEqual(expect.arrayContaining(["users", "profiles", "user_details", "sessions", "one_time_codes", "password_reset_requests", "uploads"]));
    expect(lines.join("\n")).toContain(embedded[0]!.tag);
  });

  test("running again changes nothing", () => {
    const { path, backups } = fileDb();
    const db = openDb(path);
    migrate(db, { backupDir: backups });
    expect(migrate(db, { backupDir: backups })).toEqual({ applied: 0, backup: null });
    expect(existsSync(backups) ? readdirSync(backups) : []).toEqual([]);
  });

  test("an existing database with a pending migration is backed up first, then migrated", () => {
    const { path, backups } = fileDb();
    const db = openDb(path);
    migrate(db);
    const now = new Date().toISOString();
    db.$client.query("INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES ('u1', 'kid@example.com', 'x', ?, ?)").run(now, now);

    const next = [...embedded, extra("CREATE TABLE `test_extra` (`id` text PRIMARY KEY NOT NULL)")];
    expect(pendingMigrations(db, next).map((m) => m.tag)).toEqual(["9999_test_extra"]);
    const lines: string[] = [];
    const result = migrate(db, { backupDir: backups, migrations: next, log: (l) => lines.push(l) });

    expect(result.applied).toBe(1);
    expect(result.backup).not.toBeNull();
    expect(result.backup!.startsWith(backups)).toBe(true);
    expect(readdirSync(backups)).toHaveLength(1);
    expect(tables(db)).toContain("test_extra");
    expect(pendingMigrations(db, next)).toEqual([]);
    expect(lines[0]).toContain("backed up");

    // The backup is the database as it was before: the data, without the new table.
    const copy = openDb(result.backup!);
    expect(tables(copy)).not.toContain("test_extra");
    expect(copy.$client.query("SELECT email FROM users").all()).toEqual([{ email: "kid@example.com" }]);
    copy.$client.close();
  });

  test("a failing migration is rolled back, and the backup is there to restore", () => {
    const { path, backups } = fileDb();
    const db = openDb(path);
    migrate(db);
    const next = [...embedded, extra("CREATE TABLE `half_done` (`id` text);--> statement-breakpoint\nSELECT nope FROM no_such_table;")];
    expect(() => migrate(db, { backupDir: backups, migrations: next })).toThrow();
    expect(tables(db)).not.toContain("half_done");
    expect(pendingMigrations(db, next).map((m) => m.tag)).toEqual(["9999_test_extra"]);
    expect(readdirSync(backups)).toHaveLength(1);
  });

  test("an in-memory database migrates without a backup folder", () => {
    const db = openDb(":memory:");
    expect(migrate(db).applied).toBe(embedded.length);
    expect(pendingMigrations(db)).toEqual([]);
  });

  test("the embedded list matches drizzle-kit's journal (db:generate was run)", () => {
    const journal = JSON.parse(readFileSync(join(import.meta.dir, "migrations/meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
    expect(embedded.map((m) => ({ tag: m.tag, when: m.when }))).toEqual(journal.entries.map((e) => ({ tag: e.tag, when: e.when })));
    for (const m of embedded) expect(m.sql).toBe(readFileSync(join(import.meta.dir, "migrations", `${m.tag}.sql`), "utf8"));
  });
});

describe("openDb", () => {
  test("turns on WAL, foreign keys and a busy timeout", () => {
    const { path } = fileDb();
    const db = openDb(path);
    expect(db.$client.query("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.$client.query("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
    expect(db.$client.query("PRAGMA busy_timeout").get()).toEqual({ timeout: 5000 });
  });

  test("foreign keys are enforced: deleting a user removes their sessions", () => {
    const db = openDb(":memory:");
    migrate(db);
    const now = new Date().toISOString();
    db.$client.query("INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES ('u1', 'a@b.cn', 'x', ?, ?)").run(now, now);
    db.$client.query("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('s1', 'u1', ?, ?)").run(now, now);
    expect(() => db.$client.query("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('s2', 'nobody', ?, ?)").run(now, now)).toThrow();
    db.$client.query("DELETE FROM users WHERE id = 'u1'").run();
    expect(db.$client.query("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 0 });
  });
});
