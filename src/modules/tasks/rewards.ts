/** D7: what completing a task pays. */

export type Rewards = { xp: number; emeralds: number; diamonds: number };
export type RewardOverrides = Partial<Rewards>;

type InstanceRewards = {
  gm_added_xp_reward: number | null;
  gm_added_emeralds_reward: number | null;
  gm_added_diamonds_reward: number | null;
};
type TemplateRewards = { xp_reward: number; emeralds_reward: number; diamonds_reward: number } | null;

/** Template reward × multiplier, rounded half up; float noise (5 × 1.1 = 5.500000000000001) is ignored. */
export const scaled = (base: number, multiplier: number) => Math.round(Number((base * multiplier).toFixed(6)));

/**
 * Per kind of reward: the GM's value if given, else the task's gm_added_* value, else the
 * template's reward times the difficulty's reward_multiplier (1 without a difficulty), else 0.
 */
export function resolveRewards(
  instance: InstanceRewards,
  template: TemplateRewards,
  multiplier: number | null | undefined,
  overrides: RewardOverrides = {},
): Rewards {
  const m = multiplier ?? 1;
  const pick = (override: number | undefined, added: number | null, base: number | undefined) =>
    override ?? added ?? (base === undefined ? 0 : scaled(base, m));
  return {
    xp: pick(overrides.xp, instance.gm_added_xp_reward, template?.xp_reward),
    emeralds: pick(overrides.emeralds, instance.gm_added_emeralds_reward, template?.emeralds_reward),
    diamonds: pick(overrides.diamonds, instance.gm_added_diamonds_reward, template?.diamonds_reward),
  };
}
