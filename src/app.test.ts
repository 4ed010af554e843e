import { describe, expect, test } from "bun:test";
import { makeTestApp } from "./test/harness.ts";

/** Every JSON endpoint of the foundation, and whether it needs a login. */
/** Logout is left out: it ignores its body, succeeds and would end the session used here. */
const ENDPOINTS: [method: string, path: string, auth: boolean][] = [
  ["POST", "/api/auth/register", false],
  ["POST", "/api/auth/login", false],
  ["POST", "/api/auth/forgot-password", false],
  ["POST", "/api/auth/reset-password", false],
  ["POST", "/api/auth/change-password", true],
  ["PUT", "/api/users/me", true],
  ["POST", "/api/users/me", true],
  ["POST", "/api/users/fullnames", true],
  ["PUT", "/api/users/00000000-0000-4000-8000-000000000000", true],
  ["POST", "/api/upload/image", true],
  ["POST", "/api/upload/avatar", true],
  ["PUT", "/api/upload/signed?token=abcdefghijkl.mnop", false],
];

const huge = "字".repeat(200_000);

/** Bodies a confused or hostile client might send, with their content type. */
const BAD_BODIES: [label: string, body: string, type: string][] = [
  ["malformed JSON", '{"email": "a@b.cn", ', "application/json"],
  ["JSON null", "null", "application/json"],
  ["JSON array", "[1,2,3]", "application/json"],
  ["JSON number", "42", "application/json"],
  ["JSON string", '"hello"', "application/json"],
  ["wrong types", JSON.stringify({ email: { $ne: 1 }, password: [1], name: true, username: 7, userIds: [{}], grade: [], code: 1, new_password: null, current_password: 0 }), "application/json"],
  ["huge strings", JSON.stringify({ email: `${huge}@x.cn`, password: huge, name: huge, username: huge, userIds: [huge], code: huge, new_password: huge, current_password: huge, school: huge }), "application/json"],
  ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`, "application/json"],
  ["plain text", "email=a@b.cn", "text/plain"],
  ["form body", "email=a%40b.cn&password=x", "application/x-www-form-urlencoded"],
  ["broken multipart", "--xyz\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nabc", "multipart/form-data; boundary=xyz"],
];

describe("bad input never causes a 500", () => {
  test.each(BAD_BODIES)("%s, sent to every endpoint", async (_label, body, type) => {
    const t = makeTestApp();
    const gm = await t.createGm();
    for (const [method, path, auth] of ENDPOINTS) {
      const res = await t.send(method, path, body, { token: auth ? gm.token : undefined, headers: { "content-type": type } });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      if (res.status >= 400) {
        expect(typeof res.body?.error, `${method} ${path}`).toBe("string");
        expect(res.body.error).not.toContain(" at ");
      }
    }
    // The GM's account is intact after all that.
    expect((await t.get("/api/auth/me", { token: gm.token })).status).toBe(200);
  }, 20_000);

  test("a malformed prefix just matches nothing", async () => {
    const t = makeTestApp();
    const gm = await t.createGm();
    const res = await t.get("/api/upload/files?prefix=%ZZ", { token: gm.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  test("malformed JSON is a 400 with a message", async () => {
    const t = makeTestApp();
    const res = await t.send("POST", "/api/auth/login", "{oops", { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "请求格式无效" });
  });

  test("odd query strings and path parameters", async () => {
    const t = makeTestApp();
    const gm = await t.createGm();
    const opts = { token: gm.token };
    for (const path of [
      "/api/users/%ZZ",
      `/api/users/${"x".repeat(5000)}`,
      "/api/r2/image?key=%ZZ",
      `/api/r2/image?key=${"k".repeat(5000)}`,
      "/api/r2/image?key=../../etc/passwd",
      "/api/upload/files?limit=-1",
      "/api/upload/files?limit=1e309",
      "/api/upload/presigned-url?filename=&contentType=",
    ]) {
      const res = await t.get(path, opts);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.error).toBe("string");
    }
  });
});

describe("unknown routes", () => {
  test.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["GET", "/api/auth/nope"],
    ["DELETE", "/api/auth/login"],
    ["GET", "/api/users/me/extra"],
    ["PATCH", "/api/users/me"],
    ["GET", "/api"],
  ])("%s %s is 404 '接口不存在'", async (method, path) => {
    const t = makeTestApp();
    const res = await t.send(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "接口不存在" });
  });
});

describe("errors have one shape", () => {
  test("every failure is { error } with a JSON content type", async () => {
    const t = makeTestApp();
    for (const res of [await t.get("/api/users/me"), await t.post("/api/auth/login", { email: "", password: "" }), await t.get("/api/x")]) {
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(Object.keys(res.body)).toEqual(["error"]);
    }
  });
});
