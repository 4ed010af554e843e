import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import pkg from "../package.json" with { type: "json" };
import { openDb } from "../db/client.ts";
import { createApp } from "./app.ts";
import { testConfig } from "./config.ts";
import { LocalStore } from "./storage/local-store.ts";
import { tempDir } from "./test/harness.ts";

const MAIN = join(import.meta.dir, "main.ts");

/** Runs `bun src/main.ts ...args` with a clean environment and collects its output. */
async function cli(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("BLOCKQUEST_")));
  const proc = Bun.spawn(["bun", MAIN, ...args], { env: { ...clean, ...env }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout: stdout.trim(), stderr: stderr.trim() };
}

/** A failure must be exactly one line on stderr, exit code 2, and no stack trace. */
function expectOneLineFailure(r: { code: number; stderr: string }, contains: string) {
  expect(r.code).toBe(2);
  expect(r.stderr.split("\n")).toHaveLength(1);
  expect(r.stderr).toStartWith("blockquest: ");
  expect(r.stderr).toContain(contains);
  expect(r.stderr).not.toMatch(/\bat .*:\d+/);
}

describe("blockquest CLI", () => {
  test("--version prints the version", async () => {
    const r = await cli(["--version"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(pkg.version);
  });

  test("--help lists the commands and every setting", async () => {
    const r = await cli(["--help"]);
    expect(r.code).toBe(0);
    for (const word of ["user create", "user reset-password", "--port", "BLOCKQUEST_TIMEZONE", "--registration"]) expect(r.stdout).toContain(word);
  });

  test.each([
    [["--port", "abc"], 'invalid port "abc"'],
    [["--timezone", "Mars/Base"], 'invalid timezone "Mars/Base"'],
    [["--registration", "maybe"], 'invalid registration mode "maybe"'],
    [["--public-url", "ftp://x"], "invalid public URL"],
    [["--no-such-flag"], "no-such-flag"],
    [["frobnicate"], 'unknown command "frobnicate"'],
  ])("%p fails with one line and exit code 2", async (args, message) => {
    expectOneLineFailure(await cli([...args, "--data-dir", tempDir()]), message);
  });

  test("an invalid environment variable fails the same way", async () => {
    expectOneLineFailure(await cli(["--data-dir", tempDir()], { BLOCKQUEST_PORT: "99999" }), 'invalid port "99999"');
  });

  test("an unwritable data dir fails with one line", async () => {
    expectOneLineFailure(await cli(["user", "reset-password", "--user", "x", "--data-dir", "/proc/blockquest-nope"]), "is not writable");
  });
});

describe("blockquest user", () => {
  test("create --role GM, then reset-password prints a code that works", async () => {
    const dataDir = tempDir("bq-cli-");
    const created = await cli(["user", "create", "--role", "GM", "--email", "Teacher@School.cn", "--name", "王老师", "--username", "LaoShi", "--password", "secret123", "--data-dir", dataDir]);
    expect(created.code).toBe(0);
    expect(created.stdout.split("\n").at(-1)).toMatch(/^created GM teacher@school\.cn \(id [0-9a-f-]{36}\)$/i);

    const reset = await cli(["user", "reset-password", "--user", "laoshi", "--data-dir", dataDir]);
    expect(reset.code).toBe(0);
    const match = reset.stdout.match(/reset code for laoshi: ([A-Z0-9]{4}-[A-Z0-9]{4}) \(valid until [^)]+\)/);
    expect(match).not.toBeNull();

    // The code is redeemable through the API against the same database.
    const db = openDb(join(dataDir, "app.db"));
    const app = createApp({ db, config: testConfig({ dataDir }), store: new LocalStore(join(dataDir, "uploads")), secret: "cli-test-secret-0123456789abcdefghij" });
    const res = await app.handle(
      new Request("http://localhost/api/auth/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "LaoShi", code: match![1], new_password: "new-pass-1" }),
      }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.user.role).toBe("GM");
    db.$client.close();
  }, 20_000);

  test("create without --password prints a setup code; --gm links the player", async () => {
    const dataDir = tempDir("bq-cli-");
    expect((await cli(["user", "create", "--role", "gm", "--email", "gm@x.cn", "--name", "王老师", "--username", "laoshi", "--password", "secret123", "--data-dir", dataDir])).code).toBe(0);
    const kid = await cli(["user", "create", "--role", "PLAYER", "--email", "kid@x.cn", "--name", "小虎", "--gm", "laoshi", "--data-dir", dataDir]);
    expect(kid.code).toBe(0);
    expect(kid.stdout).toMatch(/created PLAYER kid@x\.cn \(id [0-9a-f-]{36}\); setup code [A-Z0-9]{4}-[A-Z0-9]{4}/);

    const db = openDb(join(dataDir, "app.db"));
    const row = db.$client.query("SELECT p.role, g.username AS gm FROM profiles p JOIN users u ON u.id = p.id JOIN profiles g ON g.id = p.gm_id WHERE u.email = 'kid@x.cn'").get();
    expect(row).toEqual({ role: "PLAYER", gm: "laoshi" });
    db.$client.close();
  }, 20_000);

  test.each([
    [["--role", "ADMIN", "--email", "a@b.cn", "--name", "王老师"], "--role must be GM or PLAYER"],
    [["--role", "GM", "--email", "nope", "--name", "王老师"], "--email must be a valid e-mail address"],
    [["--role", "GM", "--email", "a@b.cn", "--name", "王"], "--name must be at least 2 characters"],
    [["--role", "GM", "--email", "a@b.cn", "--name", "王老师", "--username", "a b"], "--username must be"],
    [["--role", "GM", "--email", "a@b.cn", "--name", "王老师", "--password", "123"], "--password must be at least 6 characters"],
    [["--role", "PLAYER", "--email", "a@b.cn", "--name", "王老师", "--gm", "ghost"], 'no account named "ghost"'],
  ])("create %p fails with one line", async (args, message) => {
    expectOneLineFailure(await cli(["user", "create", ...args, "--data-dir", tempDir()]), message);
  });

  test("a duplicate account and an unknown user fail with one line", async () => {
    const dataDir = tempDir("bq-cli-");
    const args = ["user", "create", "--role", "GM", "--email", "gm@x.cn", "--name", "王老师", "--password", "secret123", "--data-dir", dataDir];
    expect((await cli(args)).code).toBe(0);
    expectOneLineFailure(await cli(args), "该邮箱已被注册");
    expectOneLineFailure(await cli(["user", "reset-password", "--user", "nobody", "--data-dir", dataDir]), 'no account named "nobody"');
    expectOneLineFailure(await cli(["user", "reset-password", "--data-dir", dataDir]), "--user NAME_OR_EMAIL is required");
  }, 20_000);

  test("reset-password --password sets it directly", async () => {
    const dataDir = tempDir("bq-cli-");
    await cli(["user", "create", "--role", "GM", "--email", "gm@x.cn", "--name", "王老师", "--password", "secret123", "--data-dir", dataDir]);
    const r = await cli(["user", "reset-password", "--user", "gm@x.cn", "--password", "another-1", "--data-dir", dataDir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("password changed for gm@x.cn");
    const db = openDb(join(dataDir, "app.db"));
    const { password_hash } = db.$client.query("SELECT password_hash FROM users").get() as { password_hash: string };
    expect(await Bun.password.verify("another-1", password_hash)).toBe(true);
    db.$client.close();
  }, 20_000);
});
