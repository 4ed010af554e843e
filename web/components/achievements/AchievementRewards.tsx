import { DiamondIcon, EmeraldIcon, XpOrbIcon } from "../icons.tsx";

type Props = { xp: number; emeralds: number; diamonds: number };

/** An achievement's reward: only what it pays (many pay one kind); nothing for a badge of honour. */
export function AchievementRewards({ xp, emeralds, diamonds }: Props) {
  const parts = [xp ? `经验${xp}` : null, emeralds ? `绿宝石${emeralds}` : null, diamonds ? `钻石${diamonds}` : null].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="reward-chips" role="img" aria-label={`奖励：${parts.join("，")}`}>
      {xp ? (
        <span className="reward-chip">
          <XpOrbIcon size={16} /> +{xp} XP
        </span>
      ) : null}
      {emeralds ? (
        <span className="reward-chip chip-emerald">
          <EmeraldIcon size={16} /> +{emeralds}
        </span>
      ) : null}
      {diamonds ? (
        <span className="reward-chip chip-diamond">
          <DiamondIcon size={16} /> +{diamonds}
        </span>
      ) : null}
    </span>
  );
}
