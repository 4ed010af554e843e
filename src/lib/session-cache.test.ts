import { describe, expect, test } from "bun:test";
import { makeTestApp } from "../test/harness.ts";
import { sessionCache } from "./session-cache.ts";

describe("session cache", () => {
  test("entries expire after the TTL and a user's sessions can be forgotten together", () => {
    const session = { id: "u1", email: "a@b.c", role: "PLAYER" as const, gm_id: null, expires_at: "2999-01-01T00:00:00.000Z" };
    sessionCache.set("s1", session, 1_000);
    sessionCache.set("s2", session, 1_000);
    expect(sessionCache.get("s1", 2_000)).toMatchObject({ id: "u1" });
    expect(sessionCache.get("s1", 1_000 + 30_001)).toBeNull();
    expect(sessionCache.get("s2", 2_000)).not.toBeNull();
    sessionCache.forgetUser("u1");
    expect(sessionCache.get("s2", 2_000)).toBeNull();
  });

  test("a cached session stops working the moment it is revoked (logout)", async () => {
    const t = await makeTestApp();
    const player = await t.registerGm();
    expect((await t.get("/api/users/me", { token: player.token })).status).toBe(200); // now cached
    expect((await t.get("/api/users/me", { token: player.token })).status).toBe(200);
    expect((await t.post("/api/auth/logout", {}, { token: player.token })).status).toBe(200);
    expect((await t.get("/api/users/me", { token: player.token })).status).toBe(401);
  });
});
