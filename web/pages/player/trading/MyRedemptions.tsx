import { useSnapshot } from "valtio";
import type { Redemption } from "../../../api.ts";
import { BlockLoader } from "../../../components/BlockLoader.tsx";
import { PriceChips } from "../../../components/economy/PriceChips.tsx";
import { RedemptionStatusTag } from "../../../components/economy/RedemptionStatusTag.tsx";
import { RewardIcon } from "../../../components/economy/RewardIcon.tsx";
import { Notice } from "../../../components/Notice.tsx";
import { formatDateTime } from "../../../components/tasks/task-rules.ts";
import { loadMyRedemptions, tradingPost } from "../../../state/economy.ts";

/** 我的兑换: what the player redeemed, what it cost, and whether the GM has fulfilled it (with notes). */
export function MyRedemptions() {
  const snap = useSnapshot(tradingPost);
  return (
    <section className="my-redemptions" aria-labelledby="mine-title">
      <h2 id="mine-title">我的兑换</h2>
      {snap.mineError ? (
        <div className="retry-line">
          <Notice tone="error">{snap.mineError}</Notice>
          <button type="button" className="secondary small" onClick={() => void loadMyRedemptions()}>
            重试
          </button>
        </div>
      ) : null}
      {snap.mineStatus === "loading" ? (
        <BlockLoader />
      ) : snap.mine.length === 0 && snap.mineStatus === "ready" ? (
        <p className="muted">你还没有兑换过奖励。攒够绿宝石，来换一件吧！</p>
      ) : (
        <ul className="redemption-list">
          {(snap.mine as Redemption[]).map((r) => (
            <li key={r.id} className="panel redemption-row" aria-label={`${r.item.name}，${formatDateTime(r.redeemed_at)}`}>
              <RewardIcon icon={r.item.icon} url={r.item.icon_url} />
              <div className="redemption-main">
                <strong>{r.item.name}</strong>
                <small className="muted">兑换于 {formatDateTime(r.redeemed_at)}</small>
                <PriceChips emeralds={r.cost_emeralds_paid} diamonds={r.cost_diamonds_paid} label="花费" />
                {r.gm_notes ? <p className="gm-note">GM备注：{r.gm_notes}</p> : null}
              </div>
              <RedemptionStatusTag status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
