import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import type { TaskTemplate, TaskType } from "../../api.ts";
import { gmTaskEditPath, GM_ROUTES } from "../../routes.ts";
import { gmQuests, loadTemplates, setTemplateActive } from "../../state/gm.ts";
import { BlockLoader } from "../BlockLoader.tsx";
import { Notice } from "../Notice.tsx";
import { RewardChips } from "../tasks/RewardChips.tsx";
import { TASK_TYPE_LABELS, TASK_TYPES } from "../tasks/task-rules.ts";
import { TaskGlyph } from "../tasks/TaskGlyph.tsx";
import { SelectField } from "./TemplateFields.tsx";

/** The template list (3-gm §2.1 tasks): filter by type, toggle active, edit. */
export function TemplateList({ onFlash }: { onFlash: (message: string) => void }) {
  const snap = useSnapshot(gmQuests);
  const [type, setType] = useState<TaskType | "">("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => void loadTemplates(type), [type]);

  async function toggle(template: TaskTemplate) {
    setBusyId(template.id);
    setFailure(null);
    try {
      await setTemplateActive(template, !template.is_active);
      onFlash(`「${template.name}」已${template.is_active ? "停用" : "启用"}`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="panel gm-section" aria-labelledby="templates-title">
      <header className="section-head">
        <h2 id="templates-title">任务模板</h2>
        <Link href={GM_ROUTES.taskNew} className="button-link">
          + 创建任务模板
        </Link>
      </header>
      <SelectField label="按类型筛选" value={type} onChange={(v) => setType(v as TaskType | "")} empty="全部类型" options={TASK_TYPES.map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] }))} />
      <Notice tone="error">{failure ?? snap.templatesError}</Notice>
      {snap.templatesStatus === "loading" && snap.templates.length === 0 ? (
        <BlockLoader />
      ) : snap.templates.length === 0 ? (
        <p className="muted">还没有任务模板。创建一个，它就会出现在玩家的冒险公告板上。</p>
      ) : (
        <ul className="template-rows">
          {(snap.templates as TaskTemplate[]).map((t) => (
            <li key={t.id} className="template-row" data-inactive={!t.is_active || undefined}>
              <TaskGlyph code={t.icon?.icon_code ?? t.category?.icon} />
              <div className="template-row-main">
                <strong>{t.name}</strong>
                <small className="muted">
                  {[TASK_TYPE_LABELS[t.task_type], t.category?.name, t.difficulty ? `${t.difficulty.name} ×${t.difficulty.reward_multiplier}` : null].filter(Boolean).join(" · ")}
                </small>
                <RewardChips xp={t.xp_reward} emeralds={t.emeralds_reward} diamonds={t.diamonds_reward} />
              </div>
              <label className="switch-field">
                <input type="checkbox" role="switch" checked={t.is_active} disabled={busyId === t.id} onChange={() => void toggle(t)} aria-label={`启用「${t.name}」`} />
                <span>{t.is_active ? "已启用" : "已停用"}</span>
              </label>
              <Link href={gmTaskEditPath(t.id)} className="button-link secondary small" aria-label={`编辑「${t.name}」`}>
                编辑
              </Link>
            </li>
          ))}
        </ul>
      )}
      {snap.templatesTotal > snap.templates.length ? <p className="muted">只显示最新的 {snap.templates.length} 个（共 {snap.templatesTotal} 个）。</p> : null}
    </section>
  );
}
