import { describe, expect, test } from "bun:test";
import { jwt } from "@elysiajs/jwt";
import { Elysia } from "elysia";
import { eq } from "drizzle-orm";
import { sessions } from "../../../db/schema/index.ts";
import { makeTestApp, PASSWORD, tamperToken } from "../../test/harness.ts";

/** A token with a valid shape, signed by a secret the server does not know. */
async function foreignToken(claims: { sub: string; sid: string }): Promise<string> {
  const signer = new Elysia().use(jwt({ name: "jwt", secret: "some-other-secret-entirely-0123456789" }));
  return signer.decorator.jwt.sign(claims);
}

describe("authentication", () => {
  test("401 without a token, with a garbage token, and with another server's token", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const sid = t.db.select({ id: sessions.id }).from(sessions).get()!.id;

    const none = await t.get("/api/auth/me");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: "请先登录" });
    for (const token of ["garbage", "a.b.c", tamperToken(gm.token), await foreignToken({ sub: gm.id, sid })]) {
      const res = await t.get("/api/auth/me", { token });
      expect(res.status, token).toBe(401);
      expect(res.body.error).toBe("登录已过期，请重新登录");
    }
    expect((await t.get("/api/auth/me", { token: gm.token })).status).toBe(200);
  });

  test("a validly signed token for an unknown or expired session is refused", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    t.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000).toISOString() }).run();
    expect((await t.get("/api/auth/me", { token: gm.token })).status).toBe(401);
    t.db.delete(sessions).run();
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(401);
  });

  test("the session cookie authenticates GET requests only", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const cookie = { cookie: `theme=dark; bq_session=${encodeURIComponent(gm.token)}` };
    expect((await t.get("/api/auth/me", { headers: cookie })).status).toBe(200);
    const post = await t.post("/api/auth/logout", undefined, { headers: cookie });
    expect(post.status).toBe(401);
    // The failed POST changed nothing: the session is still live.
    expect((await t.get("/api/auth/me", { token: gm.token })).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  test("revokes that token only and clears the cookie", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const second = await t.login(gm.email);
    const out = await t.post("/api/auth/logout", undefined, { token: gm.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { success: true } });
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");

    const after = await t.get("/api/auth/me", { token: gm.token });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe("登录已过期，请重新登录");
    expect((await t.post("/api/auth/logout", undefined, { token: gm.token })).status).toBe(401);
    expect((await t.get("/api/auth/me", { token: second })).status).toBe(200);
  });

  test("without a token is 401", async () => {
    const t = makeTestApp();
    expect((await t.post("/api/auth/logout")).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  test("wrong current password is 400 '当前密码不正确' and changes nothing", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const res = await t.post("/api/auth/change-password", { current_password: "not-mine", new_password: "brand-new" }, { token: gm.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "当前密码不正确" });
    await t.login(gm.email, PASSWORD);
  });

  test.each([
    [{ current_password: "12345", new_password: "brand-new" }],
    [{ current_password: PASSWORD, new_password: "12345" }],
    [{ current_password: PASSWORD }],
  ])("fields shorter than 6 characters give '密码至少需要6个字符' (%o)", async (input) => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const res = await t.post("/api/auth/change-password", input, { token: gm.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "密码至少需要6个字符" });
  });

  test("success keeps this session, revokes the others; new password works, old fails", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const other = await t.login(gm.email);
    const res = await t.post("/api/auth/change-password", { current_password: PASSWORD, new_password: "brand-new" }, { token: gm.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { success: true } });

    expect((await t.get("/api/auth/me", { token: gm.token })).status).toBe(200);
    expect((await t.get("/api/auth/me", { token: other })).status).toBe(401);
    expect((await t.post("/api/auth/login", { email: gm.email, password: PASSWORD })).status).toBe(401);
    expect((await t.post("/api/auth/login", { email: gm.email, password: "brand-new" })).status).toBe(200);
  });

  test("requires a login", async () => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/change-password", { current_password: PASSWORD, new_password: "brand-new" });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  test("answers the spec's User (auth) shape", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm({ name: "王老师" });
    const res = await t.get("/api/auth/me", { token: gm.token });
    expect(res.body).toEqual({ data: { id: gm.id, email: gm.email, user_metadata: { name: "王老师" }, role: "GM" } });
  });

  test("stores where the session came from", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    await t.login(gm.email, PASSWORD, { ip: "192.0.2.44", headers: { "user-agent": "TabletBrowser/1.0" } });
    const rows = t.db.select().from(sessions).where(eq(sessions.ip, "192.0.2.44")).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_agent).toBe("TabletBrowser/1.0");
  });
});
