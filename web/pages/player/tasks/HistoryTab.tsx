import { useEffect, useId, useState } from "react";
import { useSnapshot } from "valtio";
import type { TaskInstance } from "../../../api.ts";
import { BlockLoader } from "../../../components/BlockLoader.tsx";
import { Notice } from "../../../components/Notice.tsx";
import type { CardAction } from "../../../components/tasks/TaskCard.tsx";
import { localDateKey } from "../../../components/tasks/task-rules.ts";
import { loadHistory, playerTasks } from "../../../state/tasks.ts";
import { TaskGroup } from "./TaskGroup.tsx";

type Props = { onAction: (action: CardAction, task: TaskInstance) => void; busyId: string | null };

/** 历史: a date picker with 查看 (that day's tasks) and 显示全部 (every task, newest due first). */
export function HistoryTab({ onAction, busyId }: Props) {
  const snap = useSnapshot(playerTasks);
  const dateId = useId();
  const [date, setDate] = useState(() => snap.historyDate ?? localDateKey());

  useEffect(() => {
    if (playerTasks.historyStatus === "idle") void loadHistory(date);
    // Only the first visit loads by itself; after that the 查看 and 显示全部 buttons decide.
  }, []);

  const title = snap.historyDate ? `${snap.historyDate} 的任务` : "全部任务";
  const more = snap.history.length < snap.historyTotal;
  return (
    <>
      <div className="history-bar panel">
        <div className="field">
          <label htmlFor={dateId} className="field-label">
            选择日期
          </label>
          <input id={dateId} type="date" value={date} max={localDateKey()} onChange={(e) => setDate(e.target.value)} />
        </div>
        <button type="button" onClick={() => void loadHistory(date || null)} disabled={!date}>
          查看
        </button>
        <button type="button" className="secondary" onClick={() => void loadHistory(null)}>
          显示全部
        </button>
      </div>
      <Notice tone="error">{snap.historyError}</Notice>
      {snap.historyStatus === "loading" && snap.history.length === 0 ? (
        <BlockLoader />
      ) : (
        <TaskGroup title={title} tasks={snap.history as TaskInstance[]} onAction={onAction} busyId={busyId} empty="这一天没有任务记录" />
      )}
      {more ? (
        <button type="button" className="secondary wide" onClick={() => void loadHistory(snap.historyDate, true)} disabled={snap.historyStatus === "loading"}>
          加载更多（{snap.history.length}/{snap.historyTotal}）
        </button>
      ) : null}
    </>
  );
}
