/** The verified-token cache in the auth plugin must never outlive revocation, expiry or a signature. */
import { describe, expect, test } from "bun:test";
import { freezeTime } from "../test/quests-fixtures.ts";
import { makeTestApp, tamperToken } from "../test/harness.ts";

describe("auth: remembered tokens", () => {
  test("a token used before is refused at once after logout", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(200);
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(200);
    await t.post("/api/auth/logout", undefined, { token: gm.token });
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(401);
  });

  test("a tampered copy of a remembered token is still refused", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(200);
    expect((await t.get("/api/users/me", { token: tamperToken(gm.token) })).status).toBe(401);
  });

  test("a remembered token is refused once it expires", async () => {
    const start = freezeTime("2025-03-01T00:00:00.000Z");
    const t = makeTestApp();
    const gm = await t.createGm();
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(200);
    freezeTime(new Date(start.getTime() + 31 * 86_400_000).toISOString());
    expect((await t.get("/api/users/me", { token: gm.token })).status).toBe(401);
  });
});
