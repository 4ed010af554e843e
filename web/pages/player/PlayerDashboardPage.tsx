import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { TaskInstance } from "../../api.ts";
import { Notice } from "../../components/Notice.tsx";
import { EditTaskModal } from "../../components/tasks/EditTaskModal.tsx";
import { QuickAddModal } from "../../components/tasks/QuickAddModal.tsx";
import { SubmitTaskModal } from "../../components/tasks/SubmitTaskModal.tsx";
import type { CardAction } from "../../components/tasks/TaskCard.tsx";
import { TaskDetailModal } from "../../components/tasks/TaskDetailModal.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { ROUTES } from "../../routes.ts";
import { refreshProfile } from "../../state/session.ts";
import { acceptTask, completeTask, loadToday } from "../../state/tasks.ts";
import { HistoryTab } from "./tasks/HistoryTab.tsx";
import { TodayTab } from "./tasks/TodayTab.tsx";

type Tab = "today" | "history";
type Open = { kind: "submit" | "detail" | "edit"; task: TaskInstance } | { kind: "quick-add" } | null;

/** /player-dashboard, 今日任务 (spec 1-core §2): tabs 今天 and 历史, the task cards and their modals. */
export default function PlayerDashboardPage() {
  useDocumentTitle("今日任务");
  const [tab, setTab] = useState<Tab>("today");
  const [open, setOpen] = useState<Open>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();

  // The GM may have approved something since the last visit: fresh tasks and header numbers.
  // Coming back to the tab counts as a visit too (a child leaves the tablet open while the GM reviews).
  useEffect(() => {
    const visit = () => {
      if (document.visibilityState !== "visible") return;
      void loadToday();
      void refreshProfile().catch(() => {});
    };
    visit();
    document.addEventListener("visibilitychange", visit);
    return () => document.removeEventListener("visibilitychange", visit);
  }, []);

  async function run(task: TaskInstance, action: (id: string) => Promise<void>, done: string) {
    setBusyId(task.id);
    setFailure(null);
    try {
      await action(task.id);
      showFlash(done);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  }

  function onAction(action: CardAction, task: TaskInstance) {
    if (action === "accept") void run(task, acceptTask, "任务已接受，出发吧！");
    else if (action === "complete") void run(task, completeTask, `任务完成！获得 ${task.rewards.xp} 经验值`);
    else if (action === "submit" || action === "modify") setOpen({ kind: "submit", task });
    else setOpen({ kind: action, task });
  }

  const close = () => setOpen(null);
  const finished = (message: string) => {
    setOpen(null);
    showFlash(message);
  };
  const taskOf = (kind: "submit" | "detail" | "edit") => (open && open.kind === kind ? open.task : null);

  return (
    <section className="tasks-page">
      <header className="page-head">
        <h1>今日任务</h1>
        <div className="page-head-actions">
          <button type="button" onClick={() => setOpen({ kind: "quick-add" })}>
            + 临时任务
          </button>
          <Link href={ROUTES.questBoard} className="button-link secondary">
            冒险公告板
          </Link>
        </div>
      </header>
      <div className="block-tabs" role="tablist" aria-label="任务视图">
        {(
          [
            ["today", "今天"],
            ["history", "历史"],
          ] as const
        ).map(([key, label]) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} className="block-tab" onClick={() => setTab(key)}>
            {label}
          </button>
        ))}
      </div>
      <Notice tone="success">{flash}</Notice>
      <Notice tone="error">{failure}</Notice>
      <div role="tabpanel" aria-label={tab === "today" ? "今天" : "历史"}>
        {tab === "today" ? <TodayTab onAction={onAction} busyId={busyId} /> : <HistoryTab onAction={onAction} busyId={busyId} />}
      </div>

      <SubmitTaskModal task={taskOf("submit")} onClose={close} onDone={finished} />
      <TaskDetailModal task={taskOf("detail")} onClose={close} />
      <EditTaskModal task={taskOf("edit")} onClose={close} onDone={finished} />
      <QuickAddModal open={open?.kind === "quick-add"} onClose={close} onDone={finished} />
    </section>
  );
}
