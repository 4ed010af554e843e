import type { AchievementTemplate } from "../../api.ts";
import { AchievementCard } from "./AchievementCard.tsx";

/** Unlocked achievements first (in the seed's order), then the ones still ahead. */
export function AchievementGrid({ list }: { list: readonly AchievementTemplate[] }) {
  const unlocked = list.filter((a) => a.progress?.unlocked);
  const locked = list.filter((a) => !a.progress?.unlocked);
  return (
    <ul className="achievement-grid">
      {[...unlocked, ...locked].map((a) => (
        <AchievementCard key={a.id} achievement={a} />
      ))}
    </ul>
  );
}
