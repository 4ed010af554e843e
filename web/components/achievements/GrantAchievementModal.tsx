import { useEffect, useId, useState } from "react";
import type { AchievementTemplate } from "../../api.ts";
import { ACHIEVEMENT_MESSAGES, fetchPlayerAchievements, grantAchievement } from "../../state/achievements.ts";
import { BlockLoader } from "../BlockLoader.tsx";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { AchievementRewards } from "./AchievementRewards.tsx";

type Props = { player: { id: string; name: string } | null; onClose: () => void; onDone: (message: string) => void };

/** The GM grants one of the achievements their player has not unlocked yet (POST /api/achievements/unlock); it pays its rewards once. */
export function GrantAchievementModal({ player, onClose, onDone }: Props) {
  const groupId = useId();
  const [list, setList] = useState<AchievementTemplate[] | null>(null);
  const [chosen, setChosen] = useState<string>("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setList(null);
    setChosen("");
    setFailure(null);
    if (!player) return;
    let live = true;
    fetchPlayerAchievements(player.id).then(
      (all) => live && setList(all),
      (error: Error) => live && (setFailure(error.message), setList([])),
    );
    return () => void (live = false);
  }, [player?.id]);

  const locked = (list ?? []).filter((a) => !a.progress?.unlocked);
  const template = locked.find((a) => a.id === chosen);

  async function grant() {
    if (!player || !template) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await grantAchievement(player, template));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : ACHIEVEMENT_MESSAGES.grantFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={player !== null} title={`授予成就：${player?.name ?? ""}`} onClose={onClose}>
      {list === null ? (
        <BlockLoader />
      ) : locked.length === 0 && !failure ? (
        <p>这位玩家已经解锁了全部成就。</p>
      ) : (
        <fieldset className="grant-list" aria-labelledby={`${groupId}-legend`}>
          <legend id={`${groupId}-legend`} className="field-label">
            选择一个尚未解锁的成就
          </legend>
          {locked.map((a) => (
            <label key={a.id} className="grant-option" data-chosen={chosen === a.id || undefined}>
              <input type="radio" name={groupId} value={a.id} checked={chosen === a.id} onChange={() => setChosen(a.id)} />
              <span className="achievement-icon small" aria-hidden="true">
                {a.icon}
              </span>
              <span className="grant-text">
                <strong>{a.name}</strong>
                <small className="muted">
                  {a.description}
                  {a.progress ? `（${a.progress.current}/${a.progress.threshold}）` : ""}
                </small>
                <AchievementRewards xp={a.xp_reward} emeralds={a.emeralds_reward} diamonds={a.diamonds_reward} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Notice tone="error">{failure}</Notice>
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="button" className="gold" onClick={() => void grant()} disabled={busy || !template} aria-busy={busy}>
          授予成就
        </button>
      </div>
    </Modal>
  );
}
