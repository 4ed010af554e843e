import { Database } from "bun:sqlite";

/**
 * Opens dictionary.db read-only for serving. The file is replaced by rename when re-seeded, so an
 * open handle keeps answering from the old file until the server reopens it.
 */
export function openDictionary(path: string): Database {
  const db = new Database(path, { readonly: true, strict: true });
  // query_only guards against an accidental write through this handle; mmap lets every worker
  // read pages straight from the OS cache; a 32 MB page cache keeps the FTS doclists of common
  // characters warm on a small box.
  db.exec("PRAGMA query_only = ON");
  db.exec("PRAGMA mmap_size = 268435456");
  db.exec("PRAGMA cache_size = -32768");
  db.exec("PRAGMA temp_store = MEMORY");
  return db;
}
