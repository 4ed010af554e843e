import type { RewardItem } from "../../api.ts";
import { CARD_BUTTON, REWARD_TYPE_LABELS, stockText, type CardState } from "../../lib/economy.ts";
import { PriceChips } from "./PriceChips.tsx";
import { RewardIcon } from "./RewardIcon.tsx";

type Props = { item: RewardItem; state: CardState; onRedeem: (item: RewardItem) => void; busy: boolean };

/** One reward on the trading post: what it is, what it costs, and 兑换 / 资源不足 / 已售罄 (1-core §5). */
export function RewardCard({ item, state, onRedeem, busy }: Props) {
  const titleId = `reward-${item.id}`;
  return (
    <article className="panel reward-card" data-state={state} aria-labelledby={titleId}>
      <header className="reward-card-head">
        <RewardIcon icon={item.icon} url={item.icon_url} size="large" />
        <div className="reward-card-title">
          <h3 id={titleId}>{item.name}</h3>
          <p className="task-tags">
            <span className={`kind-tag type-${item.reward_type.toLowerCase()}`}>{REWARD_TYPE_LABELS[item.reward_type]}</span>
            <span className="kind-tag">{stockText(item.stock_quantity)}</span>
          </p>
        </div>
      </header>
      {item.description ? <p className="task-card-desc">{item.description}</p> : null}
      <PriceChips emeralds={item.emeralds_cost} diamonds={item.diamonds_cost} />
      <div className="task-card-actions">
        <button
          type="button"
          className={state === "redeem" ? "gold" : "secondary"}
          disabled={state !== "redeem" || busy}
          aria-busy={busy || undefined}
          aria-label={state === "redeem" ? `兑换「${item.name}」` : undefined}
          onClick={() => onRedeem(item)}
        >
          {CARD_BUTTON[state]}
        </button>
      </div>
    </article>
  );
}
