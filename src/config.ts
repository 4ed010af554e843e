/**
 * Configuration: command-line flags > environment (BLOCKQUEST_*) > defaults, validated once.
 * An invalid value throws ConfigError, which main.ts prints as one line before exiting.
 */
import { resolve } from "node:path";

export const REGISTRATION_MODES = ["open", "closed"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  timezone: string;
  registration: RegistrationMode;
  /** Public base URL used in setup and reset links; derived from the request when unset. */
  publicUrl: string | null;
  /** Serve the web app through Bun's dev bundler with hot reload. */
  dev: boolean;
};

export class ConfigError extends Error {}

/** Every setting, its flag, its variable and its default: the README table is written from this. */
export const SETTINGS = [
  { key: "port", flag: "port", env: "BLOCKQUEST_PORT", default: "3000", help: "TCP port to listen on" },
  { key: "host", flag: "host", env: "BLOCKQUEST_HOST", default: "0.0.0.0", help: "address to bind" },
  { key: "dataDir", flag: "data-dir", env: "BLOCKQUEST_DATA_DIR", default: "./data", help: "folder for app.db, dictionary.db, uploads/, backups/" },
  { key: "timezone", flag: "timezone", env: "BLOCKQUEST_TIMEZONE", default: "Asia/Shanghai", help: "IANA zone for 'today' and deadlines" },
  { key: "registration", flag: "registration", env: "BLOCKQUEST_REGISTRATION", default: "open", help: "open | closed (closed: only GMs create players)" },
  { key: "publicUrl", flag: "public-url", env: "BLOCKQUEST_PUBLIC_URL", default: "", help: "base URL for setup/reset links, e.g. http://pi.local:3000" },
] as const;

type Raw = Partial<Record<(typeof SETTINGS)[number]["key"], string | undefined>>;

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`invalid port "${value}": expected a whole number from 1 to 65535`);
  }
  return port;
}

function parseTimezone(value: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    throw new ConfigError(`invalid timezone "${value}": expected an IANA zone such as Asia/Shanghai`);
  }
}

function parseRegistration(value: string): RegistrationMode {
  if ((REGISTRATION_MODES as readonly string[]).includes(value)) return value as RegistrationMode;
  throw new ConfigError(`invalid registration mode "${value}": expected open or closed`);
}

function parsePublicUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
    return url.origin + url.pathname.replace(/\/$/, "");
  } catch {
    throw new ConfigError(`invalid public URL "${value}": expected http(s)://host[:port]`);
  }
}

/** Resolves the configuration from parsed flags and the environment. Throws ConfigError. */
export function loadConfig(
  flags: Raw & { dev?: boolean } = {},
  env: Record<string, string | undefined> = process.env,
): Config {
  const pick = (s: (typeof SETTINGS)[number]) => {
    const fromFlag = flags[s.key];
    if (fromFlag !== undefined) return fromFlag;
    const fromEnv = env[s.env];
    if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
    return s.default;
  };
  const raw = Object.fromEntries(SETTINGS.map((s) => [s.key, pick(s).trim()])) as Record<string, string>;
  if (!raw.host) throw new ConfigError("invalid host: it must not be empty");
  if (!raw.dataDir) throw new ConfigError("invalid data dir: it must not be empty");
  return {
    port: parsePort(raw.port),
    host: raw.host,
    dataDir: resolve(raw.dataDir),
    timezone: parseTimezone(raw.timezone),
    registration: parseRegistration(raw.registration),
    publicUrl: parsePublicUrl(raw.publicUrl),
    dev: flags.dev ?? false,
  };
}

/** A configuration for tests: an in-memory database and a temp data folder chosen by the caller. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/tmp/blockquest-test",
    timezone: "Asia/Shanghai",
    registration: "open",
    publicUrl: null,
    dev: false,
    ...overrides,
  };
}
