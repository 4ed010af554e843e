import { useEffect, useState, type FormEvent } from "react";
import type { ManagedPlayer } from "../../api.ts";
import { ADJUST_MESSAGES, isNoChange, parseDeltas, previewAdjustment, signed, type DeltaText } from "../../lib/economy.ts";
import { adjustResources } from "../../state/economy.ts";
import { DiamondIcon, EmeraldIcon, XpOrbIcon } from "../icons.tsx";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextAreaField } from "../TextAreaField.tsx";
import { TextField } from "../TextField.tsx";

type Props = { player: ManagedPlayer | null; name: string; onClose: () => void; onDone: (message: string) => void };

const ZERO: DeltaText = { xp: "", emeralds: "", diamonds: "" };

/**
 * The adjust-resources dialog (3-gm §2.1, §5): signed changes to XP, emeralds and diamonds, a
 * reason whenever anything changes, and a preview of the results (floored at 0, levels per D8).
 */
export function AdjustResourcesModal({ player, name, onClose, onDone }: Props) {
  const [text, setText] = useState<DeltaText>(ZERO);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setText(ZERO);
    setReason("");
    setReasonError(null);
    setFailure(null);
  }, [player?.id]);

  const parsed = parseDeltas(text);
  const deltas = parsed.ok ? parsed.deltas : null;
  const unchanged = deltas ? isNoChange(deltas) : false;
  const after = player && deltas ? previewAdjustment(player, deltas) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!player || !deltas || unchanged) return;
    if (!reason.trim()) return setReasonError(ADJUST_MESSAGES.reason);
    setReasonError(null);
    setFailure(null);
    setBusy(true);
    try {
      onDone(await adjustResources({ id: player.id, name }, deltas, reason));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : ADJUST_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof DeltaText, label: string) => (
    <TextField
      label={label}
      type="number"
      step={1}
      placeholder="0"
      value={text[key]}
      onValueChange={(value) => setText((t) => ({ ...t, [key]: value }))}
      error={parsed.ok ? null : parsed.errors[key]}
    />
  );

  return (
    <Modal open={player !== null} title={`调整资源：${name}`} onClose={onClose}>
      {player ? (
        <form onSubmit={submit} noValidate className="adjust-form">
          <p className="muted small-print">输入增加（正数）或减少（负数）的数量；结果最少为0。</p>
          <div className="reward-inputs">
            {field("xp", "经验值调整")}
            {field("emeralds", "绿宝石调整")}
            {field("diamonds", "钻石调整")}
          </div>
          <table className="adjust-preview" aria-label="调整预览">
            <thead>
              <tr>
                <th scope="col">资源</th>
                <th scope="col">现在</th>
                <th scope="col">变化</th>
                <th scope="col">调整后</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">
                  <XpOrbIcon size={16} /> 等级 / 经验
                </th>
                <td>
                  Lv.{player.player_level} · {player.player_xp}/{player.xp_to_next_level}
                </td>
                <td>{deltas ? signed(deltas.xp) : "—"}</td>
                <td>{after ? `Lv.${after.player_level} · ${after.player_xp}/${after.xp_to_next_level}` : "—"}</td>
              </tr>
              <tr>
                <th scope="row">
                  <EmeraldIcon size={16} /> 绿宝石
                </th>
                <td>{player.emeralds}</td>
                <td>{deltas ? signed(deltas.emeralds) : "—"}</td>
                <td>{after ? after.emeralds : "—"}</td>
              </tr>
              <tr>
                <th scope="row">
                  <DiamondIcon size={16} /> 钻石
                </th>
                <td>{player.diamonds}</td>
                <td>{deltas ? signed(deltas.diamonds) : "—"}</td>
                <td>{after ? after.diamonds : "—"}</td>
              </tr>
            </tbody>
          </table>
          <TextAreaField label="调整原因" value={reason} onValueChange={setReason} maxLength={200} rows={2} error={reasonError} hint="会记录在玩家的奖励记录里" />
          <Notice tone="error">{failure}</Notice>
          <div className="modal-actions">
            <button type="button" className="secondary" onClick={onClose} disabled={busy}>
              取消
            </button>
            <button type="submit" disabled={busy || !deltas || unchanged} aria-busy={busy}>
              确认调整
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
