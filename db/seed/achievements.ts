/**
 * The achievements every player can unlock (docs/decisions.md E8, E9). One shared set, matched by
 * `key`: start-up inserts the keys that are missing and leaves existing rows alone, so running it
 * again changes nothing.
 */
import type { Db } from "../client.ts";
import { achievementTemplates, type AchievementCriterion } from "../schema/index.ts";

export type AchievementSeed = {
  key: string;
  name: string;
  description: string;
  icon: string;
  criterion_type: AchievementCriterion;
  threshold: number;
  xp_reward: number;
  emeralds_reward: number;
  diamonds_reward: number;
};

export const DEFAULT_ACHIEVEMENTS: AchievementSeed[] = [
  { key: "first_quest", name: "初次冒险", description: "完成第一个任务", icon: "🗺️", criterion_type: "QUESTS_COMPLETED", threshold: 1, xp_reward: 10, emeralds_reward: 5, diamonds_reward: 0 },
  { key: "quests_10", name: "勤奋学徒", description: "累计完成10个任务", icon: "⛏️", criterion_type: "QUESTS_COMPLETED", threshold: 10, xp_reward: 30, emeralds_reward: 10, diamonds_reward: 0 },
  { key: "quests_50", name: "任务大师", description: "累计完成50个任务", icon: "🏆", criterion_type: "QUESTS_COMPLETED", threshold: 50, xp_reward: 100, emeralds_reward: 30, diamonds_reward: 1 },
  { key: "streak_3", name: "坚持三天", description: "连续3天完成任务", icon: "🔥", criterion_type: "ACTIVE_DAYS_STREAK", threshold: 3, xp_reward: 20, emeralds_reward: 5, diamonds_reward: 0 },
  { key: "streak_7", name: "一周不停歇", description: "连续7天完成任务", icon: "📅", criterion_type: "ACTIVE_DAYS_STREAK", threshold: 7, xp_reward: 50, emeralds_reward: 15, diamonds_reward: 1 },
  { key: "level_5", name: "初露锋芒", description: "达到5级", icon: "⭐", criterion_type: "LEVEL_REACHED", threshold: 5, xp_reward: 0, emeralds_reward: 20, diamonds_reward: 0 },
  { key: "level_10", name: "方块英雄", description: "达到10级", icon: "🌟", criterion_type: "LEVEL_REACHED", threshold: 10, xp_reward: 0, emeralds_reward: 50, diamonds_reward: 2 },
  { key: "xp_1000", name: "经验丰富", description: "累计获得1000点经验", icon: "📈", criterion_type: "XP_EARNED", threshold: 1000, xp_reward: 0, emeralds_reward: 20, diamonds_reward: 0 },
  { key: "emeralds_100", name: "绿宝石收藏家", description: "累计获得100颗绿宝石", icon: "💚", criterion_type: "EMERALDS_EARNED", threshold: 100, xp_reward: 20, emeralds_reward: 0, diamonds_reward: 0 },
  { key: "diamonds_10", name: "钻石矿工", description: "累计获得10颗钻石", icon: "💎", criterion_type: "DIAMONDS_EARNED", threshold: 10, xp_reward: 30, emeralds_reward: 0, diamonds_reward: 0 },
  { key: "first_redemption", name: "第一次兑换", description: "在村民交易所兑换第一件奖励", icon: "🛒", criterion_type: "REDEMPTIONS", threshold: 1, xp_reward: 10, emeralds_reward: 0, diamonds_reward: 0 },
  { key: "redemptions_10", name: "交易达人", description: "累计兑换10次奖励", icon: "🤝", criterion_type: "REDEMPTIONS", threshold: 10, xp_reward: 30, emeralds_reward: 0, diamonds_reward: 0 },
];

/** Inserts the default achievements that are missing (by key); returns how many it added. */
export function seedAchievements(db: Db, now = new Date()): number {
  const stamp = now.toISOString();
  const rows = DEFAULT_ACHIEVEMENTS.map((a, i) => ({ ...a, id: crypto.randomUUID(), sort_order: (i + 1) * 10, created_at: stamp, updated_at: stamp }));
  const added = db.insert(achievementTemplates).values(rows).onConflictDoNothing({ target: achievementTemplates.key }).returning({ id: achievementTemplates.id }).all();
  return added.length;
}
