import { DiamondIcon, EmeraldIcon } from "../icons.tsx";

type Props = { emeralds: number; diamonds: number; label?: string };

/** What a reward costs (or what a redemption paid): emeralds, diamonds when any, 免费 for nothing. */
export function PriceChips({ emeralds, diamonds, label = "价格" }: Props) {
  const free = emeralds === 0 && diamonds === 0;
  const text = free ? "免费" : [emeralds ? `绿宝石${emeralds}` : null, diamonds ? `钻石${diamonds}` : null].filter(Boolean).join("，");
  return (
    <span className="reward-chips price-chips" role="img" aria-label={`${label}：${text}`}>
      {free ? <span className="reward-chip">免费</span> : null}
      {emeralds ? (
        <span className="reward-chip chip-emerald">
          <EmeraldIcon size={16} /> {emeralds}
        </span>
      ) : null}
      {diamonds ? (
        <span className="reward-chip chip-diamond">
          <DiamondIcon size={16} /> {diamonds}
        </span>
      ) : null}
    </span>
  );
}
