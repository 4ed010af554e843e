/**
 * Entry point for `bun src/main.ts` (dev and start): the web app comes from Bun's HTML bundler,
 * with hot reload under --dev. The compiled executable has its own entry (scripts/build.ts)
 * that serves the pre-built, code-split bundle embedded in it instead.
 */
import { runCli } from "./cli.ts";

await runCli(process.argv.slice(2), async () => {
  const { default: index } = await import("../web/index.html");
  return { "/*": index };
});
