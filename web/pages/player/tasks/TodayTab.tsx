import { useSnapshot } from "valtio";
import { Link } from "wouter";
import type { TaskInstance } from "../../../api.ts";
import { BlockLoader } from "../../../components/BlockLoader.tsx";
import { SignBoardIcon } from "../../../components/icons.tsx";
import { Notice } from "../../../components/Notice.tsx";
import type { CardAction } from "../../../components/tasks/TaskCard.tsx";
import { groupToday } from "../../../components/tasks/task-rules.ts";
import { ROUTES } from "../../../routes.ts";
import { loadToday, playerTasks } from "../../../state/tasks.ts";
import { TaskGroup } from "./TaskGroup.tsx";

type Props = { onAction: (action: CardAction, task: TaskInstance) => void; busyId: string | null };

/** 今天: today's tasks in three groups (spec §2); an empty day points to the quest board. */
export function TodayTab({ onAction, busyId }: Props) {
  const snap = useSnapshot(playerTasks);
  if (snap.todayStatus === "loading" || snap.todayStatus === "idle") return <BlockLoader text="正在读取今天的任务…" />;
  if (snap.todayStatus === "error") {
    return (
      <>
        <Notice tone="error">{snap.todayError}</Notice>
        <button type="button" className="secondary" onClick={() => void loadToday()}>
          重试
        </button>
      </>
    );
  }
  const groups = groupToday(snap.today as TaskInstance[]);
  if (groups.todo.length + groups.review.length + groups.done.length === 0) {
    return (
      <div className="panel empty-state">
        <SignBoardIcon size={56} />
        <h2>今天还没有任务</h2>
        <p>去冒险公告板看看，接一个任务开始今天的冒险吧！</p>
        <Link href={ROUTES.questBoard} className="button-link">
          前往冒险公告板
        </Link>
      </div>
    );
  }
  return (
    <>
      <TaskGroup title="待办" tasks={groups.todo} onAction={onAction} busyId={busyId} empty="待办任务都做完啦！" />
      <TaskGroup title="待审核" tasks={groups.review} onAction={onAction} busyId={busyId} />
      <TaskGroup title="已完成" tasks={groups.done} onAction={onAction} busyId={busyId} />
    </>
  );
}
