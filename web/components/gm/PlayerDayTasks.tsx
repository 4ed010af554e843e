import { useEffect, useId, useState } from "react";
import { useSnapshot } from "valtio";
import type { TaskInstance } from "../../api.ts";
import { gmQuests, loadPlayerDay } from "../../state/gm.ts";
import { ensurePlayers, gmPlayers, playerLabel } from "../../state/players.ts";
import { BlockLoader } from "../BlockLoader.tsx";
import { Notice } from "../Notice.tsx";
import { RewardChips } from "../tasks/RewardChips.tsx";
import { formatDateTime, localDateKey, SOURCE_LABELS, STATUS_LABELS, taskName } from "../tasks/task-rules.ts";
import { GmEditTaskModal } from "./GmEditTaskModal.tsx";
import { GmQuickAddModal } from "./GmQuickAddModal.tsx";
import { SelectField } from "./TemplateFields.tsx";

/** The tasks screen's player and date picker (3-gm §2.1): that player's tasks that day, quick-add and edit. */
export function PlayerDayTasks({ onFlash }: { onFlash: (message: string) => void }) {
  const players = useSnapshot(gmPlayers);
  const quests = useSnapshot(gmQuests);
  const dateId = useId();
  const [playerId, setPlayerId] = useState("");
  const [date, setDate] = useState(localDateKey());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TaskInstance | null>(null);

  useEffect(() => void ensurePlayers(), []);
  // The first player is picked by itself, so the list is useful at once.
  useEffect(() => {
    if (!playerId && players.list.length) setPlayerId(players.list[0]!.id);
  }, [players.list, playerId]);
  useEffect(() => {
    if (playerId && date) void loadPlayerDay(playerId, date);
  }, [playerId, date]);

  const reload = () => playerId && date && void loadPlayerDay(playerId, date);
  return (
    <section className="panel gm-section" aria-labelledby="day-title">
      <header className="section-head">
        <h2 id="day-title">玩家每日任务</h2>
        <button type="button" onClick={() => setAdding(true)} disabled={players.list.length === 0}>
          + 添加临时任务
        </button>
      </header>
      {players.status === "ready" && players.list.length === 0 ? (
        <p className="muted">你还没有管理任何玩家，先到「玩家管理」添加玩家。</p>
      ) : (
        <div className="form-grid">
          <SelectField label="玩家" value={playerId} onChange={setPlayerId} options={players.list.map((p) => ({ value: p.id, label: playerLabel(players, p.id) }))} />
          <div className="field">
            <label htmlFor={dateId} className="field-label">
              日期
            </label>
            <input id={dateId} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
        </div>
      )}
      <Notice tone="error">{quests.dayError}</Notice>
      {quests.dayStatus === "loading" && quests.dayTasks.length === 0 ? <BlockLoader /> : null}
      {playerId && quests.dayStatus === "ready" && quests.dayTasks.length === 0 ? <p className="muted">这一天没有任务。</p> : null}
      {quests.dayTasks.length > 0 ? (
        <ul className="day-tasks">
          {(quests.dayTasks as TaskInstance[]).map((task) => (
            <li key={task.id} className="day-task">
              <div>
                <strong>{taskName(task)}</strong>
                <small className="muted">
                  {SOURCE_LABELS[task.source_type]} · 截止 {formatDateTime(task.due_date)}
                </small>
                <RewardChips {...task.rewards} />
              </div>
              <span className={`status-tag status-${task.status.toLowerCase()}`}>{STATUS_LABELS[task.status]}</span>
              <button type="button" className="secondary small" onClick={() => setEditing(task)} aria-label={`编辑「${taskName(task)}」`}>
                编辑
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <GmQuickAddModal
        open={adding}
        playerId={playerId}
        onClose={() => setAdding(false)}
        onDone={(message, forPlayer) => {
          setAdding(false);
          onFlash(message);
          if (forPlayer === playerId) reload();
          else setPlayerId(forPlayer);
        }}
      />
      <GmEditTaskModal
        task={editing}
        onClose={() => setEditing(null)}
        onDone={(message) => {
          setEditing(null);
          onFlash(message);
          reload();
        }}
      />
    </section>
  );
}
