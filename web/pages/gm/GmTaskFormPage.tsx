import { useEffect, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { Link, useLocation, useRoute } from "wouter";
import type { TaskTemplate, TaskType } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { parseReward, parseRewards, RewardInputs, rewardStrings, type RewardValues } from "../../components/gm/RewardInputs.tsx";
import { SelectField, TemplateExtras, type TemplateExtraValues } from "../../components/gm/TemplateFields.tsx";
import { Notice } from "../../components/Notice.tsx";
import { TASK_TYPE_LABELS, TASK_TYPES } from "../../components/tasks/task-rules.ts";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { GM_ROUTES } from "../../routes.ts";
import { fetchTemplate, saveTemplate } from "../../state/gm.ts";
import { loadMetadata, metadata } from "../../state/metadata.ts";

/** Spec 3-gm §9: after a create the screen moves on after 1.5 s, so the GM sees it worked. */
export const REDIRECT_AFTER_CREATE_MS = 1500;
const DURATION_MESSAGE = "持续天数至少为1天";

type Form = { name: string; description: string; icon_id: string; category_id: string; difficulty_id: string; task_type: TaskType; is_active: boolean } & TemplateExtraValues;

const NEW_FORM: Form = {
  name: "",
  description: "",
  icon_id: "",
  category_id: "",
  difficulty_id: "",
  task_type: "DAILY_QUEST",
  is_active: true,
  duration_days: "",
  sub_task_description: "",
  sub_task_xp_reward: "",
  sub_task_emeralds_reward: "",
  long_term_completion_rules: "",
};

const formOf = (t: TaskTemplate): Form => ({
  name: t.name,
  description: t.description ?? "",
  icon_id: t.icon_id ?? "",
  category_id: t.category_id ?? "",
  difficulty_id: t.difficulty_id ?? "",
  task_type: t.task_type,
  is_active: t.is_active,
  duration_days: t.duration_days?.toString() ?? "",
  sub_task_description: t.sub_task_description ?? "",
  sub_task_xp_reward: t.sub_task_xp_reward?.toString() ?? "",
  sub_task_emeralds_reward: t.sub_task_emeralds_reward?.toString() ?? "",
  long_term_completion_rules: t.long_term_completion_rules ?? "",
});

/** /gm-dashboard/tasks/new and /tasks/edit/{id} (3-gm §2.1, §3, §5): every template field. */
export function GmTaskFormPage() {
  const [, params] = useRoute<{ id: string }>(GM_ROUTES.taskEdit);
  const id = params?.id ?? null;
  useDocumentTitle(id ? "编辑任务模板" : "创建任务模板");
  const meta = useSnapshot(metadata);
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Form>(NEW_FORM);
  const [rewards, setRewards] = useState<RewardValues>({ xp: "10", emeralds: "5", diamonds: "0" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [loading, setLoading] = useState(!!id);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => void loadMetadata(), []);
  useEffect(() => {
    if (!id) return;
    fetchTemplate(id).then(
      (t) => {
        if (!t) setFailure("未找到该任务模板");
        else {
          setForm(formOf(t));
          setRewards(rewardStrings({ xp: t.xp_reward, emeralds: t.emeralds_reward, diamonds: t.diamonds_reward }));
        }
        setLoading(false);
      },
      (error: Error) => (setFailure(error.message), setLoading(false)),
    );
  }, [id]);

  const deconstructible = form.task_type === "DECONSTRUCTIBLE_LONG_TERM";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const parsed = parseRewards(rewards);
    const optional = (v: string) => (v.trim() ? parseReward(v) : null);
    const next: Record<string, string | undefined> = {
      name: form.name.trim() ? undefined : "请输入任务名称",
      ...(parsed.ok ? {} : parsed.errors),
      duration_days: deconstructible && form.duration_days.trim() && !(Number(form.duration_days) >= 1 && Number.isInteger(Number(form.duration_days))) ? DURATION_MESSAGE : undefined,
      sub_task_xp_reward: form.sub_task_xp_reward.trim() && optional(form.sub_task_xp_reward) === null ? "奖励数值需为不小于0的整数" : undefined,
      sub_task_emeralds_reward: form.sub_task_emeralds_reward.trim() && optional(form.sub_task_emeralds_reward) === null ? "奖励数值需为不小于0的整数" : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !parsed.ok) return;
    setBusy(true);
    const text = (v: string) => v.trim() || null;
    try {
      await saveTemplate(id, {
        name: form.name.trim(),
        description: text(form.description),
        icon_id: form.icon_id || null,
        category_id: form.category_id || null,
        difficulty_id: form.difficulty_id || null,
        task_type: form.task_type,
        is_active: form.is_active,
        xp_reward: parsed.rewards.xp,
        emeralds_reward: parsed.rewards.emeralds,
        diamonds_reward: parsed.rewards.diamonds,
        duration_days: deconstructible && form.duration_days.trim() ? Number(form.duration_days) : null,
        sub_task_description: deconstructible ? text(form.sub_task_description) : null,
        sub_task_xp_reward: deconstructible ? optional(form.sub_task_xp_reward) : null,
        sub_task_emeralds_reward: deconstructible ? optional(form.sub_task_emeralds_reward) : null,
        long_term_completion_rules: text(form.long_term_completion_rules),
      });
      if (id) {
        setSuccess("任务模板已保存");
        setBusy(false);
      } else {
        setSuccess("任务模板已创建，正在返回任务列表…");
        setTimeout(() => navigate(GM_ROUTES.tasks), REDIRECT_AFTER_CREATE_MS);
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  if (loading) return <BlockLoader />;
  const icons = meta.icons.filter((i) => !form.category_id || !i.category_id || i.category_id === form.category_id);
  return (
    <section className="gm-page">
      <p>
        <Link href={GM_ROUTES.tasks}>← 返回任务管理</Link>
      </p>
      <h1>{id ? "编辑任务模板" : "创建任务模板"}</h1>
      <Notice tone="success">{success}</Notice>
      <Notice tone="error">{failure ?? meta.error}</Notice>
      <form className="panel template-form" onSubmit={submit} noValidate>
        <TextField label="任务名称 *" name="name" maxLength={100} value={form.name} onValueChange={set("name")} error={errors.name} />
        <TextAreaField label="任务描述" name="description" maxLength={2000} value={form.description} onValueChange={set("description")} />
        <div className="form-grid">
          <SelectField label="任务类型" value={form.task_type} onChange={(v) => set("task_type")(v as TaskType)} options={TASK_TYPES.map((t) => ({ value: t, label: TASK_TYPE_LABELS[t] }))} />
          <SelectField label="分类" value={form.category_id} onChange={set("category_id")} empty="无分类" options={meta.categories.map((c) => ({ value: c.id, label: `${c.icon ?? ""} ${c.name}` }))} />
          <SelectField label="难度" value={form.difficulty_id} onChange={set("difficulty_id")} empty="无难度（倍率 ×1）" options={meta.difficulties.map((d) => ({ value: d.id, label: `${d.icon ?? ""} ${d.name}（×${d.reward_multiplier}）` }))} />
          <SelectField label="图标" value={form.icon_id} onChange={set("icon_id")} empty="无图标" options={icons.map((i) => ({ value: i.id, label: `${i.icon_code.startsWith("fa-") ? "" : i.icon_code} ${i.name}` }))} />
        </div>
        <h2 className="form-section">基础奖励</h2>
        <RewardInputs values={rewards} onChange={setRewards} errors={errors} />
        <p className="muted small-print">实际奖励 = 基础奖励 × 难度倍率（四舍五入）。</p>
        <TemplateExtras values={form} onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))} errors={errors} taskType={form.task_type} />
        <label className="checkbox-field">
          <input type="checkbox" checked={form.is_active} onChange={(e) => set("is_active")(e.target.checked)} />
          <span>启用（在冒险公告板上显示）</span>
        </label>
        <div className="modal-actions">
          <Link href={GM_ROUTES.tasks} className="button-link secondary">
            取消
          </Link>
          <button type="submit" disabled={busy} aria-busy={busy}>
            {id ? "保存模板" : "创建模板"}
          </button>
        </div>
      </form>
    </section>
  );
}
