#!/usr/bin/env bun
/**
 * Builds data/dictionary.db from the npm data packages (D19).
 *   bun scripts/seed-dictionary.ts [--full] [--out PATH] [--fixture]
 * The default target is $BLOCKQUEST_DATA_DIR/dictionary.db (./data/dictionary.db).
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { seedDictionary } from "./seed/index.ts";

const USAGE = "usage: bun scripts/seed-dictionary.ts [--full] [--out PATH] [--fixture]";

function readArgs() {
  try {
    return parseArgs({
      args: Bun.argv.slice(2),
      options: {
        full: { type: "boolean", default: false },
        fixture: { type: "boolean", default: false },
        out: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readArgs();

if (values.help) {
  console.log(USAGE);
  console.log("  --full     add every poem (全唐诗, 全宋诗, 全宋词, 元曲 …) and every defined word");
  console.log("  --out      target file (default: $BLOCKQUEST_DATA_DIR/dictionary.db or ./data/dictionary.db)");
  console.log("  --fixture  build from the small fixture copies (for tests)");
  process.exit(0);
}

const outPath = values.out ?? join(process.env.BLOCKQUEST_DATA_DIR || "./data", "dictionary.db");
try {
  await seedDictionary({ outPath, full: values.full, fixture: values.fixture });
} catch (error) {
  console.error(`[seed] failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
}
