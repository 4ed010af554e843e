import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The fixture's character set: everything the fixture build keeps is made of these characters. */
export type FixtureSubset = { chars: Set<string> };

/** Reads fixtures/subset.json (written by fixtures/make-fixtures.ts). */
export function loadFixtureSubset(): FixtureSubset {
  const raw = JSON.parse(readFileSync(join(import.meta.dir, "fixtures", "subset.json"), "utf8")) as { chars: string };
  return { chars: new Set([...raw.chars]) };
}
