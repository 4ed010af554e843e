import { describe, expect, test } from "bun:test";
import pkg from "../../../package.json" with { type: "json" };
import { users } from "../../../db/schema/index.ts";
import { makeTestApp } from "../../test/harness.ts";

describe("GET /api/health", () => {
  test("answers before any account exists, with the version and database status", async () => {
    const t = makeTestApp();
    expect(t.db.select().from(users).all()).toHaveLength(0);
    const res = await t.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "ok", version: pkg.version, database: "ok" } });
  });

  test("needs no token, and an invalid one does not get in the way", async () => {
    const t = makeTestApp();
    const res = await t.get("/api/health", { token: "not-a-token" });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("ok");
  });

  test("reports a broken database as 503 instead of failing", async () => {
    const t = makeTestApp();
    t.db.$client.close();
    const res = await t.get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ data: { status: "error", version: pkg.version, database: "error" } });
  });
});
