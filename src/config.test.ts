import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { ConfigError, loadConfig, SETTINGS, testConfig } from "./config.ts";

describe("loadConfig", () => {
  test("defaults when nothing is set", () => {
    expect(loadConfig({}, {})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("./data"),
      timezone: "Asia/Shanghai",
      registration: "open",
      publicUrl: null,
      dev: false,
    });
  });

  test("environment overrides defaults; flags override the environment", () => {
    const env = { BLOCKQUEST_PORT: "8080", BLOCKQUEST_TIMEZONE: "Europe/London", BLOCKQUEST_REGISTRATION: "closed", BLOCKQUEST_DATA_DIR: "/srv/bq" };
    const fromEnv = loadConfig({}, env);
    expect(fromEnv).toMatchObject({ port: 8080, timezone: "Europe/London", registration: "closed", dataDir: "/srv/bq" });
    const fromFlags = loadConfig({ port: "9090", registration: "open" }, env);
    expect(fromFlags).toMatchObject({ port: 9090, registration: "open", timezone: "Europe/London" });
  });

  test("an empty environment variable counts as unset", () => {
    expect(loadConfig({}, { BLOCKQUEST_PORT: "" }).port).toBe(3000);
  });

  test("values are trimmed; the public URL loses its trailing slash", () => {
    const config = loadConfig({ port: " 3001 ", publicUrl: "http://pi.local:3000/" }, {});
    expect(config.port).toBe(3001);
    expect(config.publicUrl).toBe("http://pi.local:3000");
    expect(loadConfig({ publicUrl: "https://school.example/bq/" }, {}).publicUrl).toBe("https://school.example/bq");
  });

  test.each([
    [{ port: "abc" }, 'invalid port "abc"'],
    [{ port: "0" }, "invalid port"],
    [{ port: "65536" }, "invalid port"],
    [{ port: "30.5" }, "invalid port"],
    [{ port: "-1" }, "invalid port"],
    [{ timezone: "Mars/Base" }, 'invalid timezone "Mars/Base"'],
    [{ registration: "maybe" }, 'invalid registration mode "maybe"'],
    [{ registration: "OPEN" }, "invalid registration mode"],
    [{ publicUrl: "ftp://pi.local" }, "invalid public URL"],
    [{ publicUrl: "not a url" }, "invalid public URL"],
    [{ host: "  " }, "invalid host"],
    [{ dataDir: " " }, "invalid data dir"],
  ])("%o is a ConfigError", (flags, message) => {
    expect(() => loadConfig(flags, {})).toThrow(ConfigError);
    expect(() => loadConfig(flags, {})).toThrow(message);
  });

  test("invalid values from the environment are reported too", () => {
    expect(() => loadConfig({}, { BLOCKQUEST_TIMEZONE: "Nowhere/Land" })).toThrow(ConfigError);
  });

  test("every setting has a flag, a BLOCKQUEST_ variable and a default that is itself valid", () => {
    for (const s of SETTINGS) {
      expect(s.env).toStartWith("BLOCKQUEST_");
      expect(s.flag).toMatch(/^[a-z-]+$/);
    }
    const defaults = Object.fromEntries(SETTINGS.map((s) => [s.key, s.default]));
    expect(() => loadConfig(defaults, {})).not.toThrow();
  });
});

describe("testConfig", () => {
  test("is open, in Asia/Shanghai, and takes overrides", () => {
    expect(testConfig()).toMatchObject({ registration: "open", timezone: "Asia/Shanghai", dev: false });
    expect(testConfig({ registration: "closed" }).registration).toBe("closed");
  });
});
