import { DiamondIcon, EmeraldIcon, XpOrbIcon } from "../icons.tsx";

type Props = { xp: number; emeralds: number; diamonds: number };

/** A task's reward: XP, emeralds and diamonds (diamonds only when there are any). */
export function RewardChips({ xp, emeralds, diamonds }: Props) {
  return (
    <span className="reward-chips" aria-label={`奖励：经验${xp}，绿宝石${emeralds}${diamonds ? `，钻石${diamonds}` : ""}`}>
      <span className="reward-chip" aria-hidden="true">
        <XpOrbIcon size={16} /> {xp} XP
      </span>
      <span className="reward-chip" aria-hidden="true">
        <EmeraldIcon size={16} /> {emeralds}
      </span>
      {diamonds ? (
        <span className="reward-chip" aria-hidden="true">
          <DiamondIcon size={16} /> {diamonds}
        </span>
      ) : null}
    </span>
  );
}
