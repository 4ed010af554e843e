import { expect, test } from "bun:test";
import { count } from "drizzle-orm";
import { taskDifficulties, taskWeapons } from "../schema/index.ts";
import { testConfig } from "../../src/config.ts";
import { openAppDb } from "../../src/data-dir.ts";
import { insertAccount } from "../../src/modules/users/service.ts";
import { tempDir } from "../../src/test/harness.ts";

test("start-up seeds every GM's defaults once, and again only for new GMs", () => {
  const config = testConfig({ dataDir: tempDir() });
  const first = openAppDb(config);
  const gm = insertAccount(first, { email: "gm@example.com", username: "gm_one", password_hash: "x", role: "GM" });
  insertAccount(first, { email: "kid@example.com", username: "kid_one", password_hash: "x", role: "PLAYER", gm_id: gm });
  first.$client.close();

  const second = openAppDb(config);
  expect(second.select({ n: count() }).from(taskDifficulties).get()!.n).toBe(6);
  expect(second.select({ n: count() }).from(taskWeapons).get()!.n).toBe(6);
  insertAccount(second, { email: "gm2@example.com", username: "gm_two", password_hash: "x", role: "GM" });
  second.$client.close();

  const third = openAppDb(config);
  expect(third.select({ n: count() }).from(taskDifficulties).get()!.n).toBe(12);
  third.$client.close();
  const fourth = openAppDb(config);
  expect(fourth.select({ n: count() }).from(taskDifficulties).get()!.n).toBe(12);
  fourth.$client.close();
});
