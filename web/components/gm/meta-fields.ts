/**
 * What each metadata tab edits (3-gm §3, §5): its fields, their checks with the messages the
 * server also uses, and the columns of its list. MetaTab renders any of them.
 */
import type { MetaKind } from "../../state/metadata.ts";
import { TOOL_TYPE_LABELS, TOOL_TYPES } from "../tasks/task-rules.ts";

export type FieldDef = {
  key: string;
  label: string;
  kind: "text" | "textarea" | "number" | "select";
  /** The message shown when a required field is empty. */
  required?: string;
  placeholder?: string;
  /** For selects: fixed options, or "categories" for the GM's categories. */
  options?: { value: string; label: string }[] | "categories";
  initial?: string;
  number?: { min: number; max: number; step: number; message: string };
};

export const MULTIPLIER_MESSAGE = "奖励倍率需在0.1到5之间（步长0.1）";

export const META_FIELDS: Record<MetaKind, FieldDef[]> = {
  difficulties: [
    { key: "name", label: "名称", kind: "text", required: "请输入难度名称", placeholder: "例如：木镐" },
    { key: "icon", label: "图标", kind: "text", placeholder: "一个表情符号，如 🪵" },
    { key: "reward_multiplier", label: "奖励倍率", kind: "number", initial: "1", number: { min: 0.1, max: 5, step: 0.1, message: MULTIPLIER_MESSAGE } },
    { key: "description", label: "描述", kind: "textarea" },
  ],
  categories: [
    { key: "name", label: "名称", kind: "text", required: "请输入分类名称", placeholder: "例如：语文" },
    { key: "icon", label: "图标", kind: "text", placeholder: "一个表情符号，如 📖" },
    { key: "description", label: "描述", kind: "textarea" },
  ],
  icons: [
    { key: "name", label: "名称", kind: "text", required: "请输入图标名称" },
    { key: "icon_code", label: "图标代码", kind: "text", required: "请输入图标代码", placeholder: "表情符号，或以 fa- 开头的类名" },
    { key: "category_id", label: "分类", kind: "select", options: "categories" },
  ],
  weapons: [
    { key: "name", label: "名称", kind: "text", required: "请输入武器名称" },
    { key: "icon", label: "图标", kind: "text", required: "请选择武器图标", placeholder: "表情符号，或以 fa- 开头的类名" },
    { key: "tool_type", label: "工具类型", kind: "select", required: "请选择工具类型", options: TOOL_TYPES.map((t) => ({ value: t, label: TOOL_TYPE_LABELS[t] })) },
    { key: "description", label: "描述", kind: "textarea" },
  ],
};

export type FormValues = Record<string, string>;

export const emptyValues = (kind: MetaKind): FormValues => Object.fromEntries(META_FIELDS[kind].map((f) => [f.key, f.initial ?? ""]));

export function valuesOf(kind: MetaKind, row: Record<string, unknown>): FormValues {
  return Object.fromEntries(META_FIELDS[kind].map((f) => [f.key, row[f.key] == null ? "" : String(row[f.key])]));
}

/** Field → message for what is wrong; empty when the form may be sent. */
export function checkValues(kind: MetaKind, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of META_FIELDS[kind]) {
    const value = (values[field.key] ?? "").trim();
    if (field.required && !value) errors[field.key] = field.required;
    if (field.number && value) {
      const n = Number(value);
      const tenths = n * 10;
      if (!Number.isFinite(n) || n < field.number.min || n > field.number.max || Math.abs(tenths - Math.round(tenths)) > 1e-6) {
        errors[field.key] = field.number.message;
      }
    }
  }
  return errors;
}

/** The request body: trimmed text, numbers as numbers, blanks as null. */
export function bodyOf(kind: MetaKind, values: FormValues): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  for (const field of META_FIELDS[kind]) {
    const value = (values[field.key] ?? "").trim();
    body[field.key] = field.kind === "number" ? (value ? Math.round(Number(value) * 10) / 10 : 1) : value || null;
  }
  return body;
}
