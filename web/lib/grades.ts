import type { Grade } from "../api.ts";

/** The twelve school years a profile may name (spec §5); `satisfies` keeps it equal to the server's list. */
export const GRADES = [
  "一年级", "二年级", "三年级", "四年级", "五年级", "六年级",
  "初一", "初二", "初三",
  "高一", "高二", "高三",
] as const satisfies readonly Grade[];
