/**
 * Entry point for `bun src/main.ts` (dev and start): the web app comes from Bun's HTML bundler,
 * with hot reload under --dev. The compiled executable has its own entry (scripts/build.ts)
 * that serves the pre-built, code-split bundle embedded in it instead.
 */
import { runCli } from "./cli.ts";

await runCli(process.argv.slice(2), {
  web: async () => {
    const { default: index } = await import("../web/index.html");
    return { "/*": index };
  },
  // From source the compact dictionary is seeded from the npm data packages (dev dependencies);
  // the compiled executable copies the copy embedded in it instead (scripts/build.ts).
  installDictionary: async (path) => {
    const { seedDictionary } = await import("../scripts/seed/index.ts");
    await seedDictionary({ outPath: path, log: (line) => console.log(line) });
  },
});
