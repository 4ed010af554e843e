import { useEffect, useId, useState } from "react";
import { useSnapshot } from "valtio";
import { useLocation } from "wouter";
import type { TaskTemplate, TaskType } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { SignBoardIcon } from "../../components/icons.tsx";
import { Notice } from "../../components/Notice.tsx";
import { QuestCard } from "../../components/tasks/QuestCard.tsx";
import { TASK_TYPE_LABELS, TASK_TYPES } from "../../components/tasks/task-rules.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { ROUTES } from "../../routes.ts";
import { session } from "../../state/session.ts";
import { acceptTemplate, loadQuestBoard, questBoard, TASK_MESSAGES } from "../../state/tasks.ts";

/** /quest-board, 冒险公告板 (spec §2): the GM's active templates, filtered by category and type; accepting opens the dashboard. */
export default function QuestBoardPage() {
  useDocumentTitle("冒险公告板");
  const snap = useSnapshot(questBoard);
  const account = useSnapshot(session);
  const [, navigate] = useLocation();
  const ids = { category: useId(), type: useId() };
  const [category, setCategory] = useState("");
  const [type, setType] = useState<TaskType | "">("");
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => void loadQuestBoard(), []);

  async function accept(template: TaskTemplate) {
    setFailure(null);
    if (!account.profile) return setFailure(TASK_MESSAGES.needLogin);
    setBusyId(template.id);
    try {
      await acceptTemplate(template.id);
      navigate(ROUTES.playerDashboard);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : TASK_MESSAGES.acceptFailed);
      setBusyId(null);
    }
  }

  const shown = (snap.templates as TaskTemplate[]).filter((t) => (!category || t.category_id === category) && (!type || t.task_type === type));

  return (
    <section className="quest-board">
      <header className="page-head board-head">
        <SignBoardIcon size={44} />
        <div>
          <h1>冒险公告板</h1>
          <p className="muted">挑选一个任务，接受后就会出现在今日任务里。</p>
        </div>
      </header>
      <div className="filter-bar panel">
        <div className="field">
          <label htmlFor={ids.category} className="field-label">
            分类
          </label>
          <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">全部分类</option>
            {snap.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.icon} {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.type} className="field-label">
            任务类型
          </label>
          <select id={ids.type} value={type} onChange={(e) => setType(e.target.value as TaskType | "")}>
            <option value="">全部类型</option>
            {TASK_TYPES.map((t) => (
              <option key={t} value={t}>
                {TASK_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Notice tone="error">{failure ?? snap.error}</Notice>
      {snap.status === "loading" || snap.status === "idle" ? (
        <BlockLoader text="正在张贴任务…" />
      ) : shown.length === 0 ? (
        <div className="panel empty-state">
          <p>{snap.templates.length === 0 ? "公告板上还没有任务，请等待GM发布新任务。" : "没有符合筛选条件的任务。"}</p>
        </div>
      ) : (
        <div className="task-grid">
          {shown.map((template) => (
            <QuestCard key={template.id} template={template} onAccept={accept} busy={busyId === template.id} />
          ))}
        </div>
      )}
    </section>
  );
}
