import type { Db } from "../../../db/client.ts";
import { seedGmDefaults } from "../../../db/seed/task-defaults.ts";
import type { Actor } from "../../lib/auth.ts";
import { forbidden } from "../../lib/errors.ts";

/**
 * Whose task metadata and templates the actor works with (docs/decisions.md, Quests): a GM
 * their own, a player their GM's; null for a player without a GM, who sees none.
 */
export function metaOwner(actor: Pick<Actor, "id" | "role" | "gm_id">): string | null {
  return actor.role === "GM" ? actor.id : actor.gm_id;
}

/** Throws 403 unless the actor is a GM; returns the GM's id, the owner of what they write. */
export function writerGm(actor: Actor): string {
  if (actor.role !== "GM") throw forbidden("只有GM可以管理任务数据");
  return actor.id;
}

// GMs already seeded, per database: the marker check then costs nothing on later requests.
const seeded = new WeakMap<Db, Set<string>>();

/**
 * Makes sure a GM has their default metadata. Start-up seeds every existing GM; this covers a
 * GM created while the server runs (the first registration, the CLI, a later promotion).
 */
export function ensureDefaults(db: Db, gmId: string | null): void {
  if (!gmId) return;
  let done = seeded.get(db);
  if (!done) seeded.set(db, (done = new Set()));
  if (done.has(gmId)) return;
  seedGmDefaults(db, gmId);
  done.add(gmId);
}
