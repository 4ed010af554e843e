import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDictionary } from "../../db/dictionary/open.ts";
import { seedDictionary, type SeedReport } from "./index.ts";

/** A dictionary.db seeded from the fixture subset into a fresh temp folder (for tests). */
export async function fixtureDictionary(opts: { full?: boolean } = {}): Promise<{ dir: string; path: string; db: Database; report: SeedReport; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "bq-dict-"));
  const path = join(dir, "dictionary.db");
  const report = await seedDictionary({ outPath: path, fixture: true, full: opts.full, log: () => {} });
  const db = openDictionary(path);
  return {
    dir,
    path,
    db,
    report,
    cleanup: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
