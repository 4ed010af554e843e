import { useEffect, useState } from "react";
import type { Redemption, RedemptionStatus } from "../../api.ts";
import { REWARD_TYPE_LABELS } from "../../lib/economy.ts";
import { ECONOMY_MESSAGES, processRedemption } from "../../state/economy.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { formatDateTime } from "../tasks/task-rules.ts";
import { TextAreaField } from "../TextAreaField.tsx";
import { PriceChips } from "./PriceChips.tsx";
import { RewardIcon } from "./RewardIcon.tsx";

type Props = { redemption: Redemption | null; playerName: string; onClose: () => void; onDone: (message: string) => void };
type Outcome = Exclude<RedemptionStatus, "PENDING_GM_FULFILLMENT">;

/**
 * The process dialog (3-gm §2.1, §4): optional GM notes, then 标记为已兑现 (FULFILLED) or, for a
 * virtual item, 应用虚拟物品 (VIRTUAL_APPLIED).
 */
export function ProcessRedemptionModal({ redemption, playerName, onClose, onDone }: Props) {
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setNotes("");
    setFailure(null);
  }, [redemption?.id]);

  async function finish(status: Outcome) {
    if (!redemption) return;
    setBusy(status);
    setFailure(null);
    try {
      onDone(await processRedemption(redemption.id, status, notes));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : ECONOMY_MESSAGES.process);
    } finally {
      setBusy(null);
    }
  }

  const r = redemption;
  return (
    <Modal open={r !== null} title="处理兑换" onClose={onClose}>
      {r ? (
        <div className="process-redemption">
          <div className="redeem-confirm-item">
            <RewardIcon icon={r.item.icon} url={r.item.icon_url} size="large" />
            <div>
              <p className="redeem-confirm-name">{r.item.name}</p>
              <p className="muted">{REWARD_TYPE_LABELS[r.item.reward_type]}</p>
            </div>
          </div>
          <dl className="detail-facts">
            <div>
              <dt>玩家</dt>
              <dd>{playerName}</dd>
            </div>
            <div>
              <dt>兑换时间</dt>
              <dd>{formatDateTime(r.redeemed_at)}</dd>
            </div>
            <div>
              <dt>花费</dt>
              <dd>
                <PriceChips emeralds={r.cost_emeralds_paid} diamonds={r.cost_diamonds_paid} label="花费" />
              </dd>
            </div>
          </dl>
          <TextAreaField label="GM备注（可选）" value={notes} onValueChange={setNotes} maxLength={500} rows={3} />
          <Notice tone="error">{failure}</Notice>
          <div className="modal-actions">
            <button type="button" className="secondary" onClick={onClose} disabled={busy !== null}>
              取消
            </button>
            {r.item.reward_type === "VIRTUAL_ITEM" ? (
              <button type="button" className="gold" onClick={() => void finish("VIRTUAL_APPLIED")} disabled={busy !== null} aria-busy={busy === "VIRTUAL_APPLIED"}>
                应用虚拟物品
              </button>
            ) : null}
            <button type="button" onClick={() => void finish("FULFILLED")} disabled={busy !== null} aria-busy={busy === "FULFILLED"}>
              标记为已兑现
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
