import { useState } from "react";
import { useSnapshot } from "valtio";
import type { RewardItem } from "../../api.ts";
import { REWARD_TYPE_LABELS, stockText } from "../../lib/economy.ts";
import { gmStore, setRewardActive } from "../../state/economy.ts";
import { BlockLoader } from "../BlockLoader.tsx";
import { Notice } from "../Notice.tsx";
import { PriceChips } from "./PriceChips.tsx";
import { RewardIcon } from "./RewardIcon.tsx";

type Props = { editingId: string | null; onEdit: (item: RewardItem) => void; onFlash: (message: string) => void };

/** The GM's items (3-gm §2.1 store): price, stock, the active toggle and edit. */
export function RewardItemList({ editingId, onEdit, onFlash }: Props) {
  const snap = useSnapshot(gmStore);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(item: RewardItem) {
    setBusyId(item.id);
    setFailure(null);
    try {
      onFlash(await setRewardActive(item, !item.is_active));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="panel gm-section" aria-labelledby="reward-list-title">
      <header className="section-head">
        <h2 id="reward-list-title">商店里的奖励</h2>
        <span className="count-badge">{snap.items.length}</span>
      </header>
      <Notice tone="error">{failure ?? snap.error}</Notice>
      {snap.status === "loading" ? (
        <BlockLoader />
      ) : snap.items.length === 0 && snap.status === "ready" ? (
        <p className="muted">商店还是空的。在左边添加第一件奖励，玩家就能在村民交易所兑换了。</p>
      ) : (
        <ul className="template-rows">
          {(snap.items as RewardItem[]).map((item) => (
            <li key={item.id} className="template-row reward-row" data-inactive={!item.is_active || undefined} data-editing={editingId === item.id || undefined}>
              <RewardIcon icon={item.icon} url={item.icon_url} />
              <div className="template-row-main">
                <strong>{item.name}</strong>
                <small className="muted">
                  {REWARD_TYPE_LABELS[item.reward_type]} · {stockText(item.stock_quantity)}
                </small>
                <PriceChips emeralds={item.emeralds_cost} diamonds={item.diamonds_cost} />
              </div>
              <label className="switch-field">
                <input type="checkbox" role="switch" checked={item.is_active} disabled={busyId === item.id} onChange={() => void toggle(item)} aria-label={`上架「${item.name}」`} />
                <span>{item.is_active ? "已上架" : "已停用"}</span>
              </label>
              <button type="button" className="secondary small" onClick={() => onEdit(item)} aria-label={`编辑「${item.name}」`}>
                编辑
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
