/** Reward fields (XP, emeralds, diamonds) as the forms hold them: text, checked to whole numbers ≥ 0 (3-gm §5). */
export type RewardValues = { xp: string; emeralds: string; diamonds: string };
export const REWARD_MESSAGE = "奖励数值需为不小于0的整数";

/** A whole number ≥ 0 from a field, or null when it is not one (3-gm §5 reward inputs). */
export function parseReward(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n <= 1_000_000 ? n : null;
}

/** All three rewards as numbers, or the fields that are wrong. */
export function parseRewards(values: RewardValues): { ok: true; rewards: { xp: number; emeralds: number; diamonds: number } } | { ok: false; errors: Partial<RewardValues> } {
  const xp = parseReward(values.xp);
  const emeralds = parseReward(values.emeralds);
  const diamonds = parseReward(values.diamonds);
  if (xp !== null && emeralds !== null && diamonds !== null) return { ok: true, rewards: { xp, emeralds, diamonds } };
  const errors: Partial<RewardValues> = {};
  if (xp === null) errors.xp = REWARD_MESSAGE;
  if (emeralds === null) errors.emeralds = REWARD_MESSAGE;
  if (diamonds === null) errors.diamonds = REWARD_MESSAGE;
  return { ok: false, errors };
}

export const rewardStrings = (r: { xp: number; emeralds: number; diamonds: number }): RewardValues => ({
  xp: String(r.xp),
  emeralds: String(r.emeralds),
  diamonds: String(r.diamonds),
});
