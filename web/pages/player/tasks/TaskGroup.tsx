import type { TaskInstance } from "../../../api.ts";
import { TaskCard, type CardAction } from "../../../components/tasks/TaskCard.tsx";

type Props = {
  title: string;
  tasks: readonly TaskInstance[];
  onAction: (action: CardAction, task: TaskInstance) => void;
  busyId: string | null;
  empty?: string;
};

/** One labelled group of task cards (待办, 待审核, 已完成, or a history day). */
export function TaskGroup({ title, tasks, onAction, busyId, empty }: Props) {
  const id = `group-${title}`;
  if (tasks.length === 0 && !empty) return null;
  return (
    <section className="task-group" aria-labelledby={id}>
      <h2 id={id} className="task-group-title">
        {title} <span className="count-badge">{tasks.length}</span>
      </h2>
      {tasks.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="task-grid">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task as TaskInstance} onAction={onAction} busy={busyId === task.id} />
          ))}
        </div>
      )}
    </section>
  );
}
