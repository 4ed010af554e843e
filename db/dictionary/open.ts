import { Database } from "bun:sqlite";

/** Larger than any dictionary.db (the full set is ~430 MB): the whole file is mapped. */
const MMAP_BYTES = 1 << 30;

/**
 * Opens dictionary.db read-only for serving. The file is replaced by rename when re-seeded, so an
 * open handle keeps answering from the old file until the server reopens it.
 */
export function openDictionary(path: string): Database {
  const db = new Database(path, { readonly: true, strict: true });
  // query_only guards against an accidental write through this handle.
  db.exec("PRAGMA query_only = ON");
  // Nothing ever writes this file (a re-seed renames a new one over it), so the shared lock is
  // taken once and kept instead of being taken, checked and released around every statement:
  // that cost ~8 µs per statement, more than most of the statements themselves. Readers in
  // other threads and processes are unaffected (shared locks do not exclude each other).
  db.exec("PRAGMA locking_mode = EXCLUSIVE");
  // The whole file memory-mapped: pages are read straight from the OS cache (and can be touched
  // ahead of the first search, see src/modules/dictionary/warm.ts); a 32 MB page cache for what
  // is not mapped on systems that cap mmap.
  db.exec(`PRAGMA mmap_size = ${MMAP_BYTES}`);
  db.exec("PRAGMA cache_size = -32768");
  db.exec("PRAGMA temp_store = MEMORY");
  return db;
}
