/**
 * The one way into COMPLETED (D7): GM approval, the GM's edit form and the player's own
 * completion (D9) all come here. The status change is a conditional UPDATE (… AND status !=
 * 'COMPLETED'), so of two simultaneous completions exactly one changes the row; the award,
 * level-up and reward log happen in the same transaction. A task pays at most once in its life:
 * rewarded_at stays set if a GM later reopens it, and completing it again pays nothing.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { taskDifficulties, taskInstances, taskTemplates } from "../../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { awardAndLog } from "../rewards/log.ts";
import { resolveRewards, type RewardOverrides, type Rewards } from "./rewards.ts";

type InstanceRow = typeof taskInstances.$inferSelect;

export const ALREADY_COMPLETED = "该任务已完成，不能重复完成";

export type CompleteInput = {
  instanceId: string;
  /** Who completed it: the approving GM, or the player (D9). */
  actorId: string;
  now: Date;
  /** The GM's reward values; each one given wins over the task's and the template's (D7). */
  overrides?: RewardOverrides;
  /** Other columns the same request changes (GM notes, annotations, edits). */
  changes?: Partial<InstanceRow>;
};

/** What a completion paid, and the player's standing afterwards; null when it paid before. */
export type Award = Rewards & {
  levels_gained: number;
  profile: { player_level: number; player_xp: number; xp_to_next_level: number; emeralds: number; diamonds: number };
};

/** Completes a task inside the caller's transaction. Throws 409 if it is already COMPLETED. */
export function completeInTx(tx: DbOrTx, input: CompleteInput): Award | null {
  const { instanceId, now } = input;
  const before = tx.select({ rewarded_at: taskInstances.rewarded_at }).from(taskInstances).where(eq(taskInstances.id, instanceId)).get();
  if (!before) throw notFound("未找到该任务");
  const stamp = now.toISOString();
  const claimed = tx
    .update(taskInstances)
    .set({ ...input.changes, status: "COMPLETED", completed_at: stamp, updated_at: stamp, rewarded_at: before.rewarded_at ?? stamp })
    .where(and(eq(taskInstances.id, instanceId), ne(taskInstances.status, "COMPLETED")))
    .returning()
    .all();
  if (claimed.length !== 1) throw conflict(ALREADY_COMPLETED);
  if (before.rewarded_at) return null;

  const task = claimed[0]!;
  const template = task.task_template_id
    ? tx
        .select({
          name: taskTemplates.name,
          xp_reward: taskTemplates.xp_reward,
          emeralds_reward: taskTemplates.emeralds_reward,
          diamonds_reward: taskTemplates.diamonds_reward,
          multiplier: taskDifficulties.reward_multiplier,
        })
        .from(taskTemplates)
        .leftJoin(taskDifficulties, eq(taskDifficulties.id, taskTemplates.difficulty_id))
        .where(eq(taskTemplates.id, task.task_template_id))
        .get()
    : undefined;
  const rewards = resolveRewards(task, template ?? null, template?.multiplier, input.overrides);
  const result = awardAndLog(tx, {
    userId: task.player_id,
    ...rewards,
    action: "TASK_COMPLETED",
    reason: task.gm_added_name ?? template?.name ?? null,
    sourceType: "TASK_INSTANCE",
    sourceId: task.id,
    createdBy: input.actorId,
    now,
  });
  tx.update(taskInstances)
    .set({ awarded_xp: rewards.xp, awarded_emeralds: rewards.emeralds, awarded_diamonds: rewards.diamonds })
    .where(eq(taskInstances.id, instanceId))
    .run();
  const { player_level, player_xp, xp_to_next_level, emeralds, diamonds, levels_gained } = result;
  return { ...rewards, levels_gained, profile: { player_level, player_xp, xp_to_next_level, emeralds, diamonds } };
}

/** Completes a task in its own write transaction (IMMEDIATE: the lock is taken before reading). */
export function completeInstance(db: Db, input: CompleteInput): Award | null {
  return db.transaction((tx) => completeInTx(tx, input), { behavior: "immediate" });
}
