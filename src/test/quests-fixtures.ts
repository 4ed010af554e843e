/**
 * Fixtures for the quest tests (issue #4): a GM with two players, a second GM with a player of
 * their own, templates, task photos, and a clock the test sets (bun:test's setSystemTime, so
 * the API and the services see the same "now").
 */
import { onTestFinished, setSystemTime } from "bun:test";
import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema/index.ts";
import type { Actor } from "../lib/auth.ts";
import { files, makeTestApp, type Account, type TestApp, type TestAppOverrides } from "./harness.ts";

/** Fixes the clock at `iso` for the rest of the test. */
export function freezeTime(iso: string): Date {
  const at = new Date(iso);
  setSystemTime(at);
  try {
    onTestFinished(() => setSystemTime());
  } catch {
    // Outside a test there is nothing to restore at.
  }
  return at;
}

/** The service-level Actor for an account made by the harness. */
export function actorOf(t: TestApp, account: Pick<Account, "id" | "email">): Actor {
  const row = t.db.select({ role: profiles.role, gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, account.id)).get()!;
  return { id: account.id, email: account.email, role: row.role, gm_id: row.gm_id, sessionId: "" };
}

export type World = TestApp & {
  gm: Account;
  kid: Account;
  sibling: Account;
  otherGm: Account;
  stranger: Account;
};

/** A fresh app with GM `gm` managing `kid` and `sibling`, and `otherGm` managing `stranger`. */
export async function makeWorld(overrides: TestAppOverrides = {}): Promise<World> {
  const t = makeTestApp(overrides);
  const gm = await t.createGm({ name: "王老师" });
  const otherGm = await t.createGm({ name: "李老师" });
  const [kid, sibling, stranger] = await Promise.all([
    t.createPlayer(gm.id, { name: "小明" }),
    t.createPlayer(gm.id, { name: "小红" }),
    t.createPlayer(otherGm.id, { name: "小刚" }),
  ]);
  return Object.assign(t, { gm, kid, sibling, otherGm, stranger });
}

/** Creates a template through the API as `gm`; returns its view. */
export async function makeTemplate(t: TestApp, gm: Account, body: Record<string, unknown> = {}): Promise<any> {
  const res = await t.post("/api/tasks/templates", { name: "背诵《静夜思》", ...body }, { token: gm.token });
  if (res.status !== 200) throw new Error(`template failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The GM's difficulty with this name (defaults are seeded on first use). */
export async function difficulty(t: TestApp, gm: Account, name: string): Promise<any> {
  const res = await t.get("/api/tasks/difficulties", { token: gm.token });
  return res.body.data.find((d: any) => d.name === name);
}

/** The player accepts a template from the quest board; returns the new instance. */
export async function accept(t: TestApp, player: Account, templateId: string): Promise<any> {
  const res = await t.post("/api/tasks/instances", { task_template_id: templateId }, { token: player.token });
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A task photo uploaded by `uploader` into the player's task folder; returns its URL. */
export async function taskPhoto(t: TestApp, uploader: Account, playerId: string, taskId = "t"): Promise<string> {
  const res = await t.upload("/api/upload/image", { bytes: files.png(), name: "work.png", type: "image/png" }, { filePath: `tasks/${playerId}/${taskId}` }, { token: uploader.token });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.url;
}

/** A GM-assigned task for `player`, accepted and submitted by the player: ready for review. */
export async function submittedTask(t: TestApp, gm: Account, player: Account, body: Record<string, unknown> = {}): Promise<any> {
  const created = await t.post("/api/tasks/instances", { player_id: player.id, gm_added_name: "练字一页", ...body }, { token: gm.token });
  if (created.status !== 200) throw new Error(`gm add failed: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id;
  await t.put(`/api/tasks/instances/${id}`, { status: "ACCEPTED" }, { token: player.token });
  const submitted = await t.put(`/api/tasks/instances/${id}/submit`, { notes: "写完了" }, { token: player.token });
  if (submitted.status !== 200) throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return submitted.body.data;
}

/** The player's level and balances straight from the database. */
export function standing(t: TestApp, playerId: string) {
  return t.db
    .select({
      player_level: profiles.player_level,
      player_xp: profiles.player_xp,
      xp_to_next_level: profiles.xp_to_next_level,
      emeralds: profiles.emeralds,
      diamonds: profiles.diamonds,
    })
    .from(profiles)
    .where(eq(profiles.id, playerId))
    .get()!;
}
