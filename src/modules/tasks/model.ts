import { t } from "elysia";
import { TASK_STATUSES, TASK_TYPES } from "../../../db/schema/index.ts";

export const TASK_MESSAGES = {
  name: "请输入任务名称",
  reward: "奖励数值需为不小于0的整数",
  duration: "持续天数至少为1天",
  taskType: "请选择有效的任务类型",
  status: "无效的任务状态",
  notes: "请输入任务完成说明",
  subject: "请选择学科",
  content: "请输入任务内容",
  player: "请选择玩家",
  date: "日期格式应为YYYY-MM-DD",
  dueDate: "截止时间无效",
  text: "内容过长",
  attachments: "最多上传20张图片",
} as const;

export const reward = t.Integer({ minimum: 0, maximum: 1_000_000, error: TASK_MESSAGES.reward });
export const optionalText = (max: number) => t.Optional(t.Union([t.Null(), t.String({ maxLength: max })], { error: TASK_MESSAGES.text }));
const optionalId = (message: string) => t.Optional(t.Union([t.Null(), t.String({ maxLength: 64 })], { error: message }));
const nullableReward = t.Optional(t.Union([t.Null(), reward], { error: TASK_MESSAGES.reward }));

export const templateCreate = t.Object({
  name: t.String({ maxLength: 100, error: TASK_MESSAGES.name }),
  description: optionalText(2000),
  icon_id: optionalId("图标不存在"),
  category_id: optionalId("分类不存在"),
  difficulty_id: optionalId("难度不存在"),
  task_type: t.Optional(t.Union(TASK_TYPES.map((v) => t.Literal(v)), { error: TASK_MESSAGES.taskType })),
  xp_reward: t.Optional(reward),
  emeralds_reward: t.Optional(reward),
  diamonds_reward: t.Optional(reward),
  is_active: t.Optional(t.Boolean({ error: "is_active 只能是 true 或 false" })),
  duration_days: t.Optional(t.Union([t.Null(), t.Integer({ minimum: 1, maximum: 366 })], { error: TASK_MESSAGES.duration })),
  sub_task_description: optionalText(2000),
  sub_task_xp_reward: nullableReward,
  sub_task_emeralds_reward: nullableReward,
  long_term_completion_rules: optionalText(4000),
  gm_id: t.Optional(t.String({ maxLength: 64 })),
});

export const templateUpdate = t.Partial(templateCreate);

export const templateQuery = t.Object({
  is_active: t.Optional(t.Boolean({ error: "is_active 只能是 true 或 false" })),
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, error: "limit 需为1到200之间的整数" })),
  offset: t.Optional(t.Integer({ minimum: 0, error: "offset 需为不小于0的整数" })),
  gm_id: t.Optional(t.String({ maxLength: 64 })),
  query: t.Optional(t.String({ maxLength: 100 })),
  task_type: t.Optional(t.Union(TASK_TYPES.map((v) => t.Literal(v)), { error: TASK_MESSAGES.taskType })),
  category_id: t.Optional(t.String({ maxLength: 64 })),
});

export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });
export const gmParams = t.Object({ gmId: t.String({ maxLength: 64 }) });

export const INSTANCE_SORTS = ["due_date", "updated_at", "submitted_at", "created_at"] as const;

export const instanceQuery = t.Object({
  playerId: t.Optional(t.String({ maxLength: 64 })),
  player_id: t.Optional(t.String({ maxLength: 64 })),
  /** A day in the configured zone, YYYY-MM-DD, or "today". */
  date: t.Optional(t.String({ maxLength: 10, error: TASK_MESSAGES.date })),
  /** One status or a comma-separated list. */
  status: t.Optional(t.String({ maxLength: 200, error: TASK_MESSAGES.status })),
  source_type: t.Optional(t.String({ maxLength: 30 })),
  parent_task_instance_id: t.Optional(t.String({ maxLength: 64 })),
  include_overdue: t.Optional(t.Boolean({ error: "include_overdue 只能是 true 或 false" })),
  sort: t.Optional(t.Union(INSTANCE_SORTS.map((v) => t.Literal(v)), { error: "sort 无效" })),
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, error: "limit 需为1到200之间的整数" })),
  offset: t.Optional(t.Integer({ minimum: 0, error: "offset 需为不小于0的整数" })),
});

const urlList = t.Array(t.String({ maxLength: 600 }), { maxItems: 20, error: TASK_MESSAGES.attachments });

/** POST /api/tasks/instances: accept a template, GM quick-add, or player quick-add. */
export const instanceCreate = t.Object({
  source_type: t.Optional(t.String({ maxLength: 30 })),
  player_id: t.Optional(t.Union([t.Null(), t.String({ maxLength: 64 })], { error: TASK_MESSAGES.player })),
  task_template_id: t.Optional(t.Union([t.Null(), t.String({ maxLength: 64 })])),
  subject: t.Optional(t.Union([t.Null(), t.String({ maxLength: 20 })], { error: TASK_MESSAGES.subject })),
  content: t.Optional(t.Union([t.Null(), t.String({ maxLength: 200 })], { error: TASK_MESSAGES.content })),
  gm_added_name: t.Optional(t.Union([t.Null(), t.String({ maxLength: 100 })], { error: TASK_MESSAGES.name })),
  gm_added_description: optionalText(2000),
  gm_added_xp_reward: nullableReward,
  gm_added_emeralds_reward: nullableReward,
  gm_added_diamonds_reward: nullableReward,
  due_date: t.Optional(t.Union([t.Null(), t.String({ maxLength: 40 })], { error: TASK_MESSAGES.dueDate })),
});

/** PUT /api/tasks/instances/{id}: transitions and edits; who may send what is checked by the service. */
export const instanceUpdate = t.Object({
  status: t.Optional(t.Union(TASK_STATUSES.map((v) => t.Literal(v)), { error: TASK_MESSAGES.status })),
  notes_by_player: optionalText(2000),
  submission_attachment_urls: t.Optional(urlList),
  notes_by_gm: optionalText(5000),
  xp_reward: t.Optional(reward),
  emeralds_reward: t.Optional(reward),
  diamonds_reward: t.Optional(reward),
  gm_annotated_image_url: t.Optional(t.Union([t.Null(), t.String({ maxLength: 600 })])),
  gm_annotated_image_urls: t.Optional(urlList),
  gm_added_name: t.Optional(t.String({ maxLength: 100, error: TASK_MESSAGES.name })),
  gm_added_description: optionalText(2000),
  gm_added_xp_reward: nullableReward,
  gm_added_emeralds_reward: nullableReward,
  gm_added_diamonds_reward: nullableReward,
  subject: t.Optional(t.Union([t.Null(), t.String({ maxLength: 20 })], { error: TASK_MESSAGES.subject })),
  due_date: t.Optional(t.String({ maxLength: 40, error: TASK_MESSAGES.dueDate })),
});

export const submitBody = t.Object({
  notes: t.String({ maxLength: 2000, error: TASK_MESSAGES.notes }),
  attachmentUrls: t.Optional(urlList),
});
