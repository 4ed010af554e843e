import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { tempDir } from "../test/harness.ts";
import { isValidKey, LocalStore, safeFileName } from "./local-store.ts";

const BAD_KEYS = [
  "",
  "../x",
  "a/../../x",
  "a/..",
  "..",
  ".",
  "./a",
  "a//b",
  "a/",
  "/etc/passwd",
  "/",
  "a\\..\\..\\x",
  "..\\x",
  "%2e%2e/x",
  "a/%2e%2e/%2e%2e/x",
  "a\u0000b",
  "a/b\u0000/../../c",
  "a b",
  "a:b",
  "C:/Windows",
  "x".repeat(401),
  `${"a".repeat(121)}`,
  `${"a/".repeat(8)}x`,
];

describe("isValidKey", () => {
  test.each(BAD_KEYS.map((k) => [k]))("rejects %p", (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  test.each([["users/abc/images/1_a.png"], ["tasks/6f1c-22/t1/1715000000000_作业.jpg"], ["a"], [`${"a".repeat(120)}`], ["x/.hidden-ok"]])("accepts %p", (key) => {
    expect(isValidKey(key)).toBe(true);
  });
});

describe("LocalStore", () => {
  test("writes, reads and removes inside its root", async () => {
    const store = new LocalStore(join(tempDir(), "uploads"));
    await store.write("users/u1/a.png", new Uint8Array([1, 2, 3]));
    expect(new Uint8Array(await store.file("users/u1/a.png").arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(store.pathOf("users/u1/a.png")).toBe(join(store.root, "users/u1/a.png"));
    store.remove("users/u1/a.png");
    expect(existsSync(join(store.root, "users/u1/a.png"))).toBe(false);
    store.remove("users/u1/never-existed.png");
  });

  test("leaves no temp file behind and overwrites atomically", async () => {
    const store = new LocalStore(join(tempDir(), "uploads"));
    await store.write("k/a.bin", new Uint8Array([1]));
    await store.write("k/a.bin", new Uint8Array([2, 2]));
    expect(readdirSync(join(store.root, "k"))).toEqual(["a.bin"]);
    expect((await store.file("k/a.bin").arrayBuffer()).byteLength).toBe(2);
  });

  test.each(BAD_KEYS.map((k) => [k]))("refuses to touch %p", async (key) => {
    const base = tempDir();
    const store = new LocalStore(join(base, "uploads"));
    expect(() => store.pathOf(key)).toThrow();
    expect(() => store.file(key)).toThrow();
    expect(() => store.remove(key)).toThrow();
    await expect(store.write(key, new Uint8Array([1]))).rejects.toThrow();
    expect(readdirSync(base, { recursive: true })).toEqual(["uploads"]);
    expect(existsSync(resolve(store.root, "../x"))).toBe(false);
  });
});

describe("safeFileName", () => {
  test.each([
    ["photo.jpg", "photo.jpg"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\kid\\作业 1.png", "作业_1.png"],
    [".bashrc", "bashrc"],
    ["..", "file"],
    ["a\u0000b.png", "a_b.png"],
    ["%2e%2e%2fx.png", "2e_2e_2fx.png"],
    ["", "file"],
    [undefined, "file"],
  ])("%p becomes %p", (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  test("keeps long names to their last 80 characters, always a valid key segment", () => {
    const name = safeFileName(`${"长".repeat(300)}.png`);
    expect(name.length).toBe(80);
    expect(name.endsWith(".png")).toBe(true);
    expect(isValidKey(`users/u/${name}`)).toBe(true);
  });
});
