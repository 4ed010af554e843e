import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { oneTimeCodes, passwordResetRequests } from "../../../db/schema/index.ts";
import { makeTestApp, PASSWORD } from "../../test/harness.ts";
import { issueCode } from "./codes.ts";
import { INVALID_CODE } from "./service.ts";

async function gmAndPlayer() {
  const t = makeTestApp();
  const gm = await t.registerGm();
  const kid = await t.createPlayer(gm.id, { username: "XiaoHu" });
  return { t, gm, kid };
}

describe("POST /api/auth/forgot-password", () => {
  test("answers success for an unknown account and records nothing", async () => {
    const t = makeTestApp();
    await t.registerGm();
    const res = await t.post("/api/auth/forgot-password", { email: "nobody@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { success: true } });
    expect(t.db.select().from(passwordResetRequests).all()).toHaveLength(0);
  });

  test("records one open request for a known account, by e-mail or player name", async () => {
    const { t, kid } = await gmAndPlayer();
    expect((await t.post("/api/auth/forgot-password", { email: kid.email.toUpperCase() })).body).toEqual({ data: { success: true } });
    expect((await t.post("/api/auth/forgot-password", { email: "xiaohu" })).status).toBe(200);
    const rows = t.db.select().from(passwordResetRequests).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: kid.id, resolved_at: null });
  });

  test("an empty address is refused with the e-mail message", async () => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/forgot-password", { email: "" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "请输入有效的邮箱地址" });
  });
});

describe("POST /api/auth/reset-password", () => {
  test("a GM-issued code sets the password, logs in, revokes old sessions and closes the request", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    await t.post("/api/auth/forgot-password", { email: kid.email });
    const { code } = issueCode(t.db, kid.id, "RESET", gm.id);

    const res = await t.post("/api/auth/reset-password", { email: "XiaoHu", code, new_password: "new-pass-1" });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(kid.id);
    expect((await t.get("/api/auth/me", { token: res.body.data.token })).status).toBe(200);
    expect((await t.get("/api/auth/me", { token: kid.token })).status).toBe(401);

    expect((await t.post("/api/auth/login", { email: kid.email, password: PASSWORD })).status).toBe(401);
    await t.login("xiaohu", "new-pass-1");
    expect(t.db.select().from(passwordResetRequests).get()!.resolved_at).not.toBeNull();
  });

  test("the code is accepted in lower case and without its dash", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const { code } = issueCode(t.db, kid.id, "RESET", gm.id);
    const typed = code.replace("-", "").toLowerCase();
    expect((await t.post("/api/auth/reset-password", { email: kid.email, code: typed, new_password: "new-pass-1" })).status).toBe(200);
  });

  test("a wrong code is 400 with the 'contact admin' message and changes nothing", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    issueCode(t.db, kid.id, "RESET", gm.id);
    const res = await t.post("/api/auth/reset-password", { email: kid.email, code: "AAAA-BBBB", new_password: "new-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: INVALID_CODE });
    expect(INVALID_CODE).toContain("联系管理员");
    expect((await t.get("/api/auth/me", { token: kid.token })).status).toBe(200);
    await t.login(kid.email, PASSWORD);
  });

  test("another user's code does not work", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const { code } = issueCode(t.db, gm.id, "RESET", gm.id);
    const res = await t.post("/api/auth/reset-password", { email: kid.email, code, new_password: "new-pass-1" });
    expect(res.status).toBe(400);
  });

  test("an unknown account gets the same answer as a wrong code", async () => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/reset-password", { email: "ghost", code: "AAAA-BBBB", new_password: "new-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: INVALID_CODE });
  });

  test("a used code cannot be used again", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const { code } = issueCode(t.db, kid.id, "RESET", gm.id);
    expect((await t.post("/api/auth/reset-password", { email: kid.email, code, new_password: "new-pass-1" })).status).toBe(200);
    const again = await t.post("/api/auth/reset-password", { email: kid.email, code, new_password: "new-pass-2" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: INVALID_CODE });
    await t.login(kid.email, "new-pass-1");
  });

  test("issuing a new code retires the previous one", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const old = issueCode(t.db, kid.id, "RESET", gm.id).code;
    const fresh = issueCode(t.db, kid.id, "RESET", gm.id).code;
    expect((await t.post("/api/auth/reset-password", { email: kid.email, code: old, new_password: "new-pass-1" })).status).toBe(400);
    expect((await t.post("/api/auth/reset-password", { email: kid.email, code: fresh, new_password: "new-pass-1" })).status).toBe(200);
  });

  test("an expired code fails", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const { code } = issueCode(t.db, kid.id, "RESET", gm.id);
    t.db.update(oneTimeCodes).set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where(eq(oneTimeCodes.user_id, kid.id)).run();
    const res = await t.post("/api/auth/reset-password", { email: kid.email, code, new_password: "new-pass-1" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: INVALID_CODE });
  });

  test("a setup code for a new player is redeemed the same way", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const { code } = issueCode(t.db, kid.id, "SETUP", gm.id);
    expect((await t.post("/api/auth/reset-password", { email: "xiaohu@blockquest.local", code, new_password: "my-own-1" })).status).toBe(200);
  });

  test("guessing codes is throttled, even with the right code once locked", async () => {
    const { t, gm, kid } = await gmAndPlayer();
    const { code } = issueCode(t.db, kid.id, "RESET", gm.id);
    for (let i = 0; i < 5; i++) {
      const guess = await t.post("/api/auth/reset-password", { email: kid.email, code: `AAAA-AAA${i + 2}`, new_password: "new-pass-1" });
      expect(guess.status).toBe(400);
    }
    const locked = await t.post("/api/auth/reset-password", { email: kid.email, code, new_password: "new-pass-1" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("30");
    t.clock.advance(30_001);
    expect((await t.post("/api/auth/reset-password", { email: kid.email, code, new_password: "new-pass-1" })).status).toBe(200);
  });

  test.each([
    [{ code: "" }, "请输入重置码"],
    [{ email: "" }, "请输入你的玩家名或邮箱"],
    [{ new_password: "12345" }, "密码至少需要6个字符"],
  ])("validation: %o", async (over, message) => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/reset-password", { email: "kid", code: "AAAA-BBBB", new_password: "new-pass-1", ...over });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});
