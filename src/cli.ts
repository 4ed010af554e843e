import { parseArgs } from "node:util";
import { ConfigError, loadConfig, SETTINGS, type Config } from "./config.ts";
import { dataPaths, ensureDataDir, openAppDb, removeStaleDictionaryTemps } from "./data-dir.ts";
import { startServer, type EntryHooks } from "./server.ts";
import { createUserCommand, resetPasswordCommand } from "./cli-users.ts";
import { VERSION } from "./version.ts";

const USAGE = `BlockQuest (方块学堂) ${VERSION}

Usage:
  blockquest [serve] [options]            run the server (the default)
  blockquest user create --role GM|PLAYER --email E --name N [--username U] [--password P] [--gm NAME]
  blockquest user reset-password --user NAME_OR_EMAIL [--password P]
  blockquest dictionary install            (re)install the compact dictionary into the data folder
  blockquest healthcheck [--port P]       exit 0 when the local server answers /api/health
  blockquest --version | --help

Options (flags > environment > defaults):
${SETTINGS.map((s) => `  --${s.flag.padEnd(14)} ${s.env.padEnd(24)} ${s.help} (default ${s.default || "none"})`).join("\n")}
  --dev                                   serve the web app with Bun's dev bundler and hot reload
`;

const OPTIONS = {
  ...Object.fromEntries(SETTINGS.map((s) => [s.flag, { type: "string" as const }])),
  dev: { type: "boolean" as const },
  version: { type: "boolean" as const, short: "v" },
  help: { type: "boolean" as const, short: "h" },
  role: { type: "string" as const },
  email: { type: "string" as const },
  name: { type: "string" as const },
  username: { type: "string" as const },
  password: { type: "string" as const },
  user: { type: "string" as const },
  gm: { type: "string" as const },
};

export type CliFlags = Record<string, string | boolean | undefined>;

function configFrom(flags: CliFlags): Config {
  const raw = Object.fromEntries(SETTINGS.map((s) => [s.key, flags[s.flag] as string | undefined]));
  return loadConfig({ ...raw, dev: flags.dev === true });
}

/** Runs one CLI command. Any expected failure prints one line and exits non-zero, no stack trace. */
export async function runCli(argv: string[], hooks: EntryHooks): Promise<void> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const flags = values as CliFlags;
    if (flags.version) return void console.log(VERSION);
    if (flags.help) return void console.log(USAGE);
    const [command = "serve", sub] = positionals;
    if (command === "serve") {
      await startServer(configFrom(flags), hooks);
      return;
    }
    if (command === "dictionary" && sub === "install") {
      const config = configFrom(flags);
      ensureDataDir(config.dataDir);
      const target = dataPaths(config.dataDir).dictionaryDb;
      removeStaleDictionaryTemps(config.dataDir);
      await hooks.installDictionary(target);
      return void console.log(`dictionary installed at ${target}`);
    }
    if (command === "healthcheck") {
      const config = configFrom(flags);
      const ok = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(4000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (!ok) throw new ConfigError(`no healthy server on port ${config.port}`);
      return void console.log("ok");
    }
    if (command === "user" && (sub === "create" || sub === "reset-password")) {
      const config = configFrom(flags);
      ensureDataDir(config.dataDir);
      const db = openAppDb(config);
      const line = sub === "create" ? await createUserCommand(db, flags) : await resetPasswordCommand(db, config, flags);
      console.log(line);
      db.$client.close();
      return;
    }
    throw new ConfigError(`unknown command "${positionals.join(" ")}"; see blockquest --help`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const expected = error instanceof ConfigError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") || (error as { name?: string }).name === "AppError";
    console.error(`blockquest: ${expected ? message : `unexpected error: ${message}`}`);
    if (!expected && process.env.BLOCKQUEST_DEBUG) console.error(error);
    process.exit(expected ? 2 : 1);
  }
}
