import type { RewardItem } from "../../api.ts";
import { REWARD_TYPE_LABELS } from "../../lib/economy.ts";
import { DiamondIcon, EmeraldIcon } from "../icons.tsx";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { PriceChips } from "./PriceChips.tsx";
import { RewardIcon } from "./RewardIcon.tsx";

type Props = {
  item: RewardItem | null;
  balance: { emeralds: number; diamonds: number };
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The confirm-redeem dialog (1-core §2): the reward, its price, and the balances it leaves. */
export function RedeemConfirmModal({ item, balance, busy, error, onConfirm, onClose }: Props) {
  return (
    <Modal open={item !== null} title="确认兑换" onClose={onClose}>
      {item ? (
        <div className="redeem-confirm">
          <div className="redeem-confirm-item">
            <RewardIcon icon={item.icon} url={item.icon_url} size="large" />
            <div>
              <p className="redeem-confirm-name">{item.name}</p>
              <p className="muted">{REWARD_TYPE_LABELS[item.reward_type]}</p>
            </div>
          </div>
          {item.description ? <p>{item.description}</p> : null}
          <p>
            需要支付 <PriceChips emeralds={item.emeralds_cost} diamonds={item.diamonds_cost} />
          </p>
          <dl className="balance-after">
            <dt>
              <EmeraldIcon size={18} /> 绿宝石
            </dt>
            <dd>
              {balance.emeralds} → <strong>{balance.emeralds - item.emeralds_cost}</strong>
            </dd>
            <dt>
              <DiamondIcon size={18} /> 钻石
            </dt>
            <dd>
              {balance.diamonds} → <strong>{balance.diamonds - item.diamonds_cost}</strong>
            </dd>
          </dl>
          <p className="muted small-print">
            {item.reward_type === "REAL_WORLD_PRIVILEGE" ? "兑换后，GM会为你兑现这项特权。" : "兑换后，GM会为你应用这件虚拟物品。"}
          </p>
          <Notice tone="error">{error}</Notice>
          <div className="modal-actions">
            <button type="button" className="secondary" onClick={onClose} disabled={busy}>
              取消
            </button>
            <button type="button" className="gold" onClick={onConfirm} disabled={busy} aria-busy={busy}>
              确认兑换
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
