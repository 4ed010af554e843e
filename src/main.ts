/**
 * Entry point for `bun src/main.ts` (dev and start): the web app comes from Bun's HTML bundler,
 * with hot reload under --dev. The compiled executable has its own entry (scripts/build.ts)
 * that serves the pre-built, code-split bundle embedded in it instead.
 */
import { join } from "node:path";
import { runCli } from "./cli.ts";

await runCli(process.argv.slice(2), {
  web: async () => {
    const { default: index } = await import("../web/index.html");
    return { "/*": index };
  },
  // From source, a missing dictionary is seeded (compact set) from the npm data packages, which
  // are dev dependencies; the compiled executable copies its embedded copy instead. The seed runs
  // as a child process so the server keeps answering and gets its memory back afterwards.
  provisionDictionary: async (path) => {
    const script = join(import.meta.dir, "..", "scripts", "seed-dictionary.ts");
    const seed = Bun.spawn([process.execPath, script, "--out", path], { stdout: "inherit", stderr: "inherit" });
    if ((await seed.exited) !== 0) throw new Error(`the dictionary seed exited with code ${seed.exitCode}`);
  },
});
