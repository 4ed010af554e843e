import type { Database } from "bun:sqlite";
import { statSync } from "node:fs";
import { openDictionary } from "../../../db/dictionary/open.ts";
import { notFound } from "../../lib/errors.ts";

/** How often the file is checked for a replacement (a re-seed renames a new file over it). */
const RECHECK_MS = 2000;

/**
 * The open dictionary.db. A re-seed swaps the file atomically; this handle notices the new file
 * (a different inode) within two seconds and reopens, so a running server picks up a new
 * dictionary without a restart and never reads a half-written one.
 */
export class DictionaryHandle {
  private db: Database | null = null;
  private inode = -1;
  private checkedAt = 0;

  constructor(readonly path: string) {}

  /** The database, or 404 with a message while no dictionary is installed yet. */
  get(): Database {
    const now = Date.now();
    if (this.db && now - this.checkedAt < RECHECK_MS) return this.db;
    this.checkedAt = now;
    let inode: number;
    try {
      inode = statSync(this.path).ino;
    } catch {
      if (this.db) return this.db; // replaced mid-rename or removed: keep serving the old file
      throw notFound("词典正在准备中，请稍后再试");
    }
    if (!this.db || inode !== this.inode) {
      const previous = this.db;
      this.db = openDictionary(this.path);
      this.inode = inode;
      previous?.close(false);
    }
    return this.db;
  }

  /**
   * Which file get() answers from (its inode), after get() has run. Search workers are told it
   * with each request, so a worker whose own handle still has an older file rechecks at once.
   */
  get fileId(): number {
    return this.inode;
  }

  /** get(), but first looks for a new file now if `fileId` is not the one open (see fileId). */
  getFile(fileId: number): Database {
    if (fileId !== this.inode) this.checkedAt = 0;
    return this.get();
  }

  close(): void {
    this.db?.close(false);
    this.db = null;
  }
}
