import type { RedemptionStatus } from "../../api.ts";
import { REDEMPTION_STATUS_LABELS } from "../../lib/economy.ts";

/** 待GM处理 / 已兑现 / 已应用, coloured like the task status tags. */
export function RedemptionStatusTag({ status }: { status: RedemptionStatus }) {
  return <span className={`status-tag redemption-${status.toLowerCase()}`}>{REDEMPTION_STATUS_LABELS[status]}</span>;
}
