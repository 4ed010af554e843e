import type { Redemption } from "../../../api.ts";
import { PriceChips } from "../../../components/economy/PriceChips.tsx";
import { RedemptionStatusTag } from "../../../components/economy/RedemptionStatusTag.tsx";
import { RewardIcon } from "../../../components/economy/RewardIcon.tsx";
import { formatDateTime } from "../../../components/tasks/task-rules.ts";
import { REWARD_TYPE_LABELS } from "../../../lib/economy.ts";

type Props = {
  list: readonly Redemption[];
  nameOf: (r: Redemption) => string;
  /** Pending rows offer 处理; finished rows show their status, notes and when they were handled. */
  onProcess?: (r: Redemption) => void;
};

/** Redemptions as rows: player, item, time, costs paid (3-gm §2.1 redemption handling). */
export function RedemptionList({ list, nameOf, onProcess }: Props) {
  return (
    <ul className="submission-list">
      {list.map((r) => (
        <li key={r.id} className="panel submission-item redemption-item" aria-label={`${nameOf(r)}：${r.item.name}`}>
          <RewardIcon icon={r.item.icon} url={r.item.icon_url} size="large" />
          <div className="submission-main">
            <h2>{r.item.name}</h2>
            <p className="muted">
              {nameOf(r)} · {REWARD_TYPE_LABELS[r.item.reward_type]} · 兑换于 {formatDateTime(r.redeemed_at)}
            </p>
            <PriceChips emeralds={r.cost_emeralds_paid} diamonds={r.cost_diamonds_paid} label="花费" />
            {r.processed_at ? <p className="muted small-print">处理于 {formatDateTime(r.processed_at)}</p> : null}
            {r.gm_notes ? <p className="gm-note">备注：{r.gm_notes}</p> : null}
          </div>
          {onProcess ? (
            <button type="button" onClick={() => onProcess(r)} aria-label={`处理「${nameOf(r)}」的「${r.item.name}」`}>
              处理
            </button>
          ) : (
            <RedemptionStatusTag status={r.status} />
          )}
        </li>
      ))}
    </ul>
  );
}
