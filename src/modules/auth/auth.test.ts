import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { profiles } from "../../../db/schema/index.ts";
import { makeTestApp, PASSWORD, unique } from "../../test/harness.ts";
import { LOGIN_FAILED } from "./service.ts";

const body = (over: Record<string, unknown> = {}) => {
  const u = unique();
  return { email: `reg${u}@example.com`, password: PASSWORD, name: "小明同学", username: `ming${u}`, ...over };
};

describe("POST /api/auth/register", () => {
  test("the first account becomes GM, the second a PLAYER; both get a working token", async () => {
    const t = makeTestApp();
    const first = await t.post("/api/auth/register", body());
    expect(first.status).toBe(200);
    expect(first.body.data.user.role).toBe("GM");
    expect(first.body.data.profile).toMatchObject({ role: "GM", player_level: 1, player_xp: 0, xp_to_next_level: 100 });
    expect(first.body.data.user.user_metadata.name).toBe("小明同学");
    expect(first.headers.get("set-cookie")).toContain("bq_session=");

    const second = await t.post("/api/auth/register", body({ email: "Second@Example.COM" }));
    expect(second.status).toBe(200);
    expect(second.body.data.user.role).toBe("PLAYER");
    expect(second.body.data.user.email).toBe("second@example.com");

    const me = await t.get("/api/auth/me", { token: second.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: second.body.data.user.id, email: "second@example.com", role: "PLAYER" });
  });

  test("accepts Chinese player names", async () => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/register", body({ username: "小明_2" }));
    expect(res.status).toBe(200);
    expect(res.body.data.profile.username).toBe("小明_2");
  });

  test.each([
    ["email", { email: "not-an-email" }, "请输入有效的邮箱地址"],
    ["missing email", { email: undefined }, "请输入有效的邮箱地址"],
    ["password", { password: "12345" }, "密码至少需要6个字符"],
    ["name", { name: "王" }, "姓名至少需要2个字符"],
    ["name of spaces", { name: "    " }, "姓名至少需要2个字符"],
    ["name padded to length", { name: " 王 " }, "姓名至少需要2个字符"],
    ["username with @", { username: "kid@home" }, "玩家名需为2-20个字符，只能包含字母、数字、下划线或汉字"],
    ["username too short", { username: "k" }, "玩家名需为2-20个字符，只能包含字母、数字、下划线或汉字"],
    ["username too long", { username: "k".repeat(21) }, "玩家名需为2-20个字符，只能包含字母、数字、下划线或汉字"],
    ["username with space", { username: "big kid" }, "玩家名需为2-20个字符，只能包含字母、数字、下划线或汉字"],
  ])("rejects a bad %s with its message", async (_label, over, message) => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/register", body(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(t.db.select().from(profiles).all()).toHaveLength(0);
  });

  test("a blank username gets the default Player_ + first 6 characters of the id", async () => {
    const t = makeTestApp();
    const res = await t.post("/api/auth/register", body({ username: "" }));
    expect(res.status).toBe(200);
    const { id } = res.body.data.user;
    expect(res.body.data.profile.username).toBe(`Player_${id.slice(0, 6)}`);
    const omitted = await t.post("/api/auth/register", body({ username: undefined }));
    expect(omitted.body.data.profile.username).toBe(`Player_${omitted.body.data.user.id.slice(0, 6)}`);
  });

  test("duplicate e-mail and duplicate player name (any case) answer 409", async () => {
    const t = makeTestApp();
    await t.register({ email: "Mum@Example.com", username: "Dragon" });
    const dupEmail = await t.post("/api/auth/register", body({ email: "mum@EXAMPLE.com" }));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toEqual({ error: "该邮箱已被注册" });
    const dupName = await t.post("/api/auth/register", body({ username: "dRAGON" }));
    expect(dupName.status).toBe(409);
    expect(dupName.body).toEqual({ error: "该玩家名已被使用" });
  });

  test("closed registration: the first account still becomes GM, the second is refused", async () => {
    const t = makeTestApp({ config: { registration: "closed" } });
    const gm = await t.post("/api/auth/register", body());
    expect(gm.status).toBe(200);
    expect(gm.body.data.user.role).toBe("GM");
    const player = await t.post("/api/auth/register", body());
    expect(player.status).toBe(403);
    expect(player.body.error).toBe("注册已关闭，请联系你的GM创建账号");
    expect(t.db.select().from(profiles).all()).toHaveLength(1);
  });

  test("simultaneous first registrations produce exactly one GM", async () => {
    const t = makeTestApp();
    const results = await Promise.all(Array.from({ length: 5 }, () => t.post("/api/auth/register", body())));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const roles = t.db.select({ role: profiles.role }).from(profiles).all().map((r) => r.role);
    expect(roles.filter((r) => r === "GM")).toHaveLength(1);
    expect(roles.filter((r) => r === "PLAYER")).toHaveLength(4);
  });
});

describe("POST /api/auth/login", () => {
  test("logs in by e-mail, bare player name and name@blockquest.local, in any case", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm({ email: "Teacher@School.cn", username: "LaoShi" });
    for (const identifier of ["teacher@school.cn", "TEACHER@school.CN", "LaoShi", "laoshi", "  laoshi  ", "laoshi@blockquest.local", "LAOSHI@BlockQuest.Local"]) {
      const res = await t.post("/api/auth/login", { email: identifier, password: PASSWORD });
      expect(res.status, identifier).toBe(200);
      expect(res.body.data.user.id).toBe(gm.id);
      expect(res.body.data.profile.username).toBe("LaoShi");
      expect(typeof res.body.data.token).toBe("string");
    }
  });

  test("an e-mail-looking name from another domain does not match a player name", async () => {
    const t = makeTestApp();
    await t.registerGm({ username: "laoshi" });
    const res = await t.post("/api/auth/login", { email: "laoshi@other.example", password: PASSWORD });
    expect(res.status).toBe(401);
  });

  test("wrong password and unknown user both answer 401 with the same message", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const wrong = await t.post("/api/auth/login", { email: gm.email, password: "wrong-pass" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: LOGIN_FAILED });
    expect(LOGIN_FAILED).toBe("登录失败，请检查你的玩家名和通行暗号");
    const unknown = await t.post("/api/auth/login", { email: "nobody", password: PASSWORD });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: LOGIN_FAILED });
  });

  test("empty fields give the login page's messages", async () => {
    const t = makeTestApp();
    expect((await t.post("/api/auth/login", { email: "", password: "x" })).body).toEqual({ error: "请输入你的玩家名！" });
    expect((await t.post("/api/auth/login", { password: "x" })).body).toEqual({ error: "请输入你的玩家名！" });
    const noPassword = await t.post("/api/auth/login", { email: "kid", password: "" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ error: "请输入通行暗号！" });
  });
});

describe("login throttling", () => {
  test("5 failures lock the account: 429 with Retry-After, then success once the lock expires", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    for (let i = 0; i < 5; i++) {
      expect((await t.post("/api/auth/login", { email: gm.email, password: "wrong-pass" })).status).toBe(401);
    }
    const locked = await t.post("/api/auth/login", { email: gm.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("30");
    expect(locked.body).toEqual({ error: "登录尝试过于频繁，请30秒后再试" });

    t.clock.advance(29_000);
    expect((await t.post("/api/auth/login", { email: gm.email, password: PASSWORD })).status).toBe(429);
    t.clock.advance(1_001);
    expect((await t.post("/api/auth/login", { email: gm.email, password: PASSWORD })).status).toBe(200);
  });

  test("the lock is per account, whichever way the name is typed", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm({ username: "Kid" });
    const other = await t.registerPlayer();
    const forms = ["kid", "kid@blockquest.local", gm.email, "KID", "Kid@BlockQuest.local"];
    for (const email of forms) {
      expect((await t.post("/api/auth/login", { email, password: "wrong-pass" })).status).toBe(401);
    }
    for (const email of forms) {
      expect((await t.post("/api/auth/login", { email, password: PASSWORD })).status, email).toBe(429);
    }
    // Someone else on the same address is not affected.
    expect((await t.post("/api/auth/login", { email: other.email, password: PASSWORD })).status).toBe(200);
  });

  test("many failures from one address block that address for every account", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const victims = await Promise.all(Array.from({ length: 10 }, () => t.createPlayer(gm.id)));
    // 3 failures per account stay below the per-account lock; 30 in all trip the address limit.
    for (const v of victims) {
      for (let i = 0; i < 3; i++) {
        const res = await t.post("/api/auth/login", { email: v.email, password: "wrong-pass" }, { ip: "10.0.0.66" });
        expect(res.status).toBe(401);
      }
    }
    const blocked = await t.post("/api/auth/login", { email: gm.email, password: PASSWORD }, { ip: "10.0.0.66" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await t.post("/api/auth/login", { email: gm.email, password: PASSWORD }, { ip: "10.0.0.67" })).status).toBe(200);

    t.clock.advance(15 * 60_000);
    expect((await t.post("/api/auth/login", { email: gm.email, password: PASSWORD }, { ip: "10.0.0.66" })).status).toBe(200);
  }, 30_000);

  test("a locked account stays 429 even with the right password and does not reveal it", async () => {
    const t = makeTestApp();
    await t.registerGm();
    for (let i = 0; i < 5; i++) await t.post("/api/auth/login", { email: "ghost", password: "wrong-pass" });
    const res = await t.post("/api/auth/login", { email: "ghost", password: PASSWORD });
    expect(res.status).toBe(429);
  });
});

describe("roles from registration", () => {
  test("the stored profile rows match the answers", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const player = await t.registerPlayer();
    const role = (id: string) => t.db.select({ role: profiles.role, gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, id)).get();
    expect(role(gm.id)).toEqual({ role: "GM", gm_id: null });
    expect(role(player.id)).toEqual({ role: "PLAYER", gm_id: null });
  });
});
