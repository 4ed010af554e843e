import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { gmAddTask } from "../../state/gm.ts";
import { gmPlayers, playerLabel } from "../../state/players.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextAreaField } from "../TextAreaField.tsx";
import { TextField } from "../TextField.tsx";
import { fromLocalInput } from "./due-input.ts";
import { parseRewards, RewardInputs, type RewardValues } from "./RewardInputs.tsx";
import { SelectField } from "./TemplateFields.tsx";

type Props = { open: boolean; playerId: string; onClose: () => void; onDone: (message: string, playerId: string) => void };

/** GM quick-add (3-gm §2.1, §5): an ad-hoc task for one player; defaults 10 XP, 5 emeralds, 0 diamonds. */
export function GmQuickAddModal({ open, playerId, onClose, onDone }: Props) {
  return (
    <Modal open={open} title="为玩家添加任务" onClose={onClose}>
      <QuickAddForm playerId={playerId} onClose={onClose} onDone={onDone} />
    </Modal>
  );
}

function QuickAddForm({ playerId, onClose, onDone }: Omit<Props, "open">) {
  const players = useSnapshot(gmPlayers);
  const [player, setPlayer] = useState(playerId);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [due, setDue] = useState("");
  const [rewards, setRewards] = useState<RewardValues>({ xp: "10", emeralds: "5", diamonds: "0" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseRewards(rewards);
    const next = { player: player ? undefined : "请选择玩家", name: name.trim() ? undefined : "请输入任务名称", ...(parsed.ok ? {} : parsed.errors) };
    setErrors(next);
    if (!parsed.ok || next.player || next.name) return;
    setBusy(true);
    try {
      await gmAddTask({
        player_id: player,
        gm_added_name: name.trim(),
        gm_added_description: description.trim() || null,
        gm_added_xp_reward: parsed.rewards.xp,
        gm_added_emeralds_reward: parsed.rewards.emeralds,
        gm_added_diamonds_reward: parsed.rewards.diamonds,
        due_date: fromLocalInput(due),
      });
      onDone(`已为 ${playerLabel(players, player)} 添加任务「${name.trim()}」`, player);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <SelectField label="玩家" value={player} onChange={setPlayer} empty="请选择玩家" error={errors.player} options={players.list.map((p) => ({ value: p.id, label: playerLabel(players, p.id) }))} />
      <TextField label="任务名称" maxLength={100} value={name} onValueChange={setName} error={errors.name} />
      <TextAreaField label="任务描述（可选）" maxLength={2000} value={description} onValueChange={setDescription} />
      <RewardInputs values={rewards} onChange={setRewards} errors={errors} />
      <TextField label="截止时间（可选）" type="datetime-local" hint="不填则为今天结束" value={due} onValueChange={setDue} />
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="submit" disabled={busy} aria-busy={busy}>
          添加任务
        </button>
      </div>
    </form>
  );
}
