import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema/index.ts";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** Opens app.db (or ":memory:") with WAL, foreign keys and a busy timeout, wrapped in drizzle. */
export function openDb(path: string): Db {
  const sqlite = new Database(path, { create: true, strict: true });
  // WAL lets readers continue while one request writes; NORMAL sync is durable enough under WAL
  // and much cheaper on an SD card.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA temp_store = MEMORY");
  return drizzle({ client: sqlite, schema }) as Db;
}

/** A drizzle transaction handle; helpers that may run inside one accept `DbOrTx`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
