/**
 * The shared fixture for API tests: a fresh, migrated in-memory database, a LocalStore in a new
 * temp folder and the real app, called in-process through app.handle. Every test builds its own,
 * so no test depends on another's data. The login throttle runs on a clock the test controls.
 */
import { onTestFinished } from "bun:test";
import { jwt } from "@elysiajs/jwt";
import { Elysia } from "elysia";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDb, type Db } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { profiles } from "../../db/schema/index.ts";
import { createApp } from "../app.ts";
import { testConfig, type Config } from "../config.ts";
import { rememberClientIp } from "../lib/client-ip.ts";
import { SESSION_DAYS } from "../lib/auth.ts";
import { LoginThrottle } from "../lib/login-throttle.ts";
import { hashPassword } from "../lib/password.ts";
import { openSession } from "../modules/auth/sessions.ts";
import { insertAccount } from "../modules/users/service.ts";
import { LocalStore } from "../storage/local-store.ts";

export const PASSWORD = "secret123";
export const TEST_SECRET = "test-secret-0123456789-abcdefghijklmnop";
export const DEFAULT_IP = "198.51.100.7";

/** Runs `fn` when the current test ends; outside a test there is nothing to hook, so it is skipped. */
function whenTestEnds(fn: () => void): void {
  try {
    onTestFinished(fn);
  } catch {
    // Called outside a test (bun test emits no process "exit" to clean up at instead).
  }
}

/** A new temp folder, removed when the current test ends. */
export function tempDir(prefix = "bq-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  whenTestEnds(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Hashing is deliberately slow; players made directly in the database share one hash.
let defaultHash: Promise<string> | null = null;
const passwordHash = (password: string) =>
  password === PASSWORD ? (defaultHash ??= hashPassword(PASSWORD)) : hashPassword(password);

/** The token with one character in the middle of its signature changed (the last character may only carry padding bits). */
export function tamperToken(token: string): string {
  const at = token.lastIndexOf(".") + 10;
  return token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
}

let counter = 0;
/** A unique suffix for e-mails and player names within the test process. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export type Res<T = any> = { status: number; body: T; headers: Headers };
export type RequestOptions = { token?: string; ip?: string; headers?: Record<string, string> };
export type Account = { id: string; token: string; email: string; username: string; password: string };

export type TestFile = { bytes: Uint8Array<ArrayBuffer> | string; name: string; type?: string };

export type TestAppOverrides = { config?: Partial<Config>; secret?: string; now?: number };

/** Builds an isolated app: in-memory db, temp store, fake-clock throttle, request helpers. */
export function makeTestApp(overrides: TestAppOverrides = {}) {
  const db: Db = openDb(":memory:");
  migrate(db);
  whenTestEnds(() => db.$client.close());
  const dataDir = tempDir();
  const config = testConfig({ dataDir, ...overrides.config });
  const store = new LocalStore(join(dataDir, "uploads"));
  const clock = {
    now: overrides.now ?? Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const throttle = new LoginThrottle(() => clock.now);
  const secret = overrides.secret ?? TEST_SECRET;
  const app = createApp({ db, config, store, secret, throttle });

  /** Sends a request through the app; `body` objects go as JSON, strings and FormData as they are. */
  async function send<T = any>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<Res<T>> {
    const headers = new Headers(opts.headers);
    if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === "string" || body instanceof Uint8Array || body instanceof Blob) {
      payload = body as BodyInit;
    } else if (body !== undefined) {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
    const url = path.startsWith("http") ? path : `http://localhost${path}`;
    const request = new Request(url, { method, headers, body: payload });
    rememberClientIp(request, opts.ip ?? DEFAULT_IP);
    const res = await app.handle(request);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("json")) parsed = text ? JSON.parse(text) : null;
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  const get = <T = any>(path: string, opts?: RequestOptions) => send<T>("GET", path, undefined, opts);
  const post = <T = any>(path: string, body?: unknown, opts?: RequestOptions) => send<T>("POST", path, body, opts);
  const put = <T = any>(path: string, body?: unknown, opts?: RequestOptions) => send<T>("PUT", path, body, opts);
  const del = <T = any>(path: string, opts?: RequestOptions) => send<T>("DELETE", path, undefined, opts);

  /** multipart/form-data upload of one file plus optional fields to `path`. */
  function upload<T = any>(path: string, file: TestFile, fields: Record<string, string> = {}, opts: RequestOptions = {}) {
    const form = new FormData();
    form.append("file", new File([file.bytes], file.name, { type: file.type ?? "application/octet-stream" }));
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return send<T>("POST", path, form, opts);
  }

  async function register(input: Partial<{ email: string; password: string; name: string; username: string }> = {}): Promise<Account> {
    const u = unique();
    const body = { email: `user${u}@example.com`, password: PASSWORD, name: `测试${u}`, username: `p${u}`, ...input };
    const res = await post("/api/auth/register", body);
    if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    const data = res.body.data;
    return { id: data.user.id, token: data.token, email: data.user.email, username: data.profile.username, password: body.password };
  }

  /** The first registration on a fresh app: becomes the GM (D1). */
  async function registerGm(input?: Parameters<typeof register>[0]): Promise<Account> {
    const account = await register(input);
    if ((db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, account.id)).get())?.role !== "GM") {
      throw new Error("registerGm: this was not the first account");
    }
    return account;
  }

  /** A self-registered player (no GM). Register a GM first, or this account becomes the GM. */
  const registerPlayer = (input?: Parameters<typeof register>[0]) => register(input);

  // Signs exactly as the app's auth plugin does (same secret, same claims), so a fixture can hold
  // a real session without paying for a password check; login itself is tested in auth tests.
  const signer = new Elysia().use(jwt({ name: "jwt", secret, exp: `${SESSION_DAYS}d` })).decorator.jwt;
  const sessionToken = (userId: string) => openSession(db, (claims) => signer.sign(claims), userId, { ip: DEFAULT_IP });

  type AccountInput = Partial<{ email: string; username: string; name: string; password: string }>;

  async function createAccount(role: "GM" | "PLAYER", gmId: string | null, input: AccountInput): Promise<Account> {
    const u = unique();
    const email = input.email ?? `${role.toLowerCase()}${u}@example.com`;
    const username = input.username ?? `${role === "GM" ? "gm" : "kid"}${u}`;
    const password = input.password ?? PASSWORD;
    const id = insertAccount(db, {
      email,
      username,
      name: input.name ?? `${role === "GM" ? "老师" : "小朋友"}${u}`,
      password_hash: await passwordHash(password),
      role,
      gm_id: gmId,
    });
    return { id, token: await sessionToken(id), email, username, password };
  }

  /** A player managed by `gmId`, created in the database as a GM would, with a live session. */
  const createPlayer = (gmId: string | null, input: AccountInput = {}) => createAccount("PLAYER", gmId, input);

  /** A GM made directly in the database (as `blockquest user create --role GM` does), with a live session. */
  const createGm = (input: AccountInput = {}) => createAccount("GM", null, input);

  /** Logs in and returns the token; throws unless the login succeeds. */
  async function login(identifier: string, password = PASSWORD, opts?: RequestOptions): Promise<string> {
    const res = await post("/api/auth/login", { email: identifier, password }, opts);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.token;
  }

  return { app, db, store, config, clock, throttle, secret, sessionToken, send, get, post, put, del, upload, register, registerGm, registerPlayer, createGm, createPlayer, login };
}

export type TestApp = ReturnType<typeof makeTestApp>;

/** Tiny but real files: just enough bytes for magic-number detection. */
export const files = {
  png: () => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
  jpeg: () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  gif: () => new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]),
  wav: () => {
    const buf = new Uint8Array(46);
    const view = new DataView(buf.buffer);
    const ascii = (at: number, s: string) => [...s].forEach((c, i) => (buf[at + i] = c.charCodeAt(0)));
    ascii(0, "RIFF");
    view.setUint32(4, 38, true);
    ascii(8, "WAVE");
    ascii(12, "fmt ");
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true); // PCM
    view.setUint16(22, 1, true); // mono
    view.setUint32(24, 8000, true);
    view.setUint32(28, 16000, true);
    view.setUint16(32, 2, true);
    view.setUint16(34, 16, true);
    ascii(36, "data");
    view.setUint32(40, 2, true);
    return buf;
  },
  pdf: () => new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  text: () => new TextEncoder().encode("this is plain text, not a picture\n"),
  /** A PNG header padded to `size` bytes. */
  pngOfSize: (size: number) => {
    const buf = new Uint8Array(size);
    buf.set(files.png());
    return buf;
  },
};
