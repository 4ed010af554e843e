import { expect, test } from "bun:test";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./test/harness.ts";
import { loadSecret, removeStaleDictionaryTemps } from "./data-dir.ts";

test("stale dictionary temp files of dead writers are removed, a live writer's are kept", () => {
  const dir = tempDir();
  const dead = join(dir, ".dictionary.db.2147480000.1795274055442.tmp");
  const deadInstall = join(dir, ".dictionary.db.2147480001.install");
  const live = join(dir, `.dictionary.db.${process.pid}.1795274055442.tmp`);
  const other = join(dir, "app.db");
  for (const f of [dead, deadInstall, live, other]) writeFileSync(f, "x");
  removeStaleDictionaryTemps(dir);
  expect([dead, deadInstall, live, other].map(existsSync)).toEqual([false, false, true, true]);
});

test("the signing secret is created once, owner-only, and reused", () => {
  const path = join(tempDir(), "secret.key");
  const first = loadSecret(path);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(loadSecret(path)).toBe(first);
  expect(Bun.file(path).size).toBeGreaterThan(0);
  expect((statSync(path).mode & 0o777).toString(8)).toBe("600");
});
