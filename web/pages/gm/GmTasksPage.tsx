import { PlayerDayTasks } from "../../components/gm/PlayerDayTasks.tsx";
import { TemplateList } from "../../components/gm/TemplateList.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";

/** /gm-dashboard/tasks (3-gm §2.1): templates, and one player's tasks on one day with quick-add and edit. */
export function GmTasksPage() {
  useDocumentTitle("任务管理");
  const [flash, showFlash] = useFlash();
  return (
    <section className="gm-page">
      <h1>任务管理</h1>
      <Notice tone="success">{flash}</Notice>
      <div className="gm-columns">
        <TemplateList onFlash={showFlash} />
        <PlayerDayTasks onFlash={showFlash} />
      </div>
    </section>
  );
}
