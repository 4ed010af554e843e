/**
 * The task metadata a GM starts with: six difficulty tiers from the wooden to the netherite
 * pickaxe, a few categories with icons, and the six study tools ("weapons"). Metadata belongs
 * to each GM (docs/decisions.md, Quests), so every GM gets their own copy, once: a row in
 * task_meta_seeds marks it, and a default the GM deletes stays deleted.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../client.ts";
import { profiles, taskCategories, taskDifficulties, taskIcons, taskMetaSeeds, taskWeapons, type ToolType } from "../schema/index.ts";

export const DEFAULT_DIFFICULTIES = [
  { name: "木镐", description: "入门任务，轻松完成", icon: "🪵", reward_multiplier: 1.0 },
  { name: "石镐", description: "需要一点耐心", icon: "🪨", reward_multiplier: 1.2 },
  { name: "铁镐", description: "需要认真投入", icon: "⚙️", reward_multiplier: 1.5 },
  { name: "金镐", description: "有挑战的任务", icon: "🪙", reward_multiplier: 2.0 },
  { name: "钻石镐", description: "高难度，需要坚持", icon: "💎", reward_multiplier: 2.5 },
  { name: "下界合金镐", description: "传说级挑战", icon: "🔥", reward_multiplier: 3.0 },
] as const;

export const DEFAULT_CATEGORIES = [
  { name: "语文", description: "识字、古诗、课文", icon: "📖" },
  { name: "数学", description: "计算与思维练习", icon: "🔢" },
  { name: "英语", description: "单词、听力与口语", icon: "🔤" },
  { name: "阅读", description: "课外阅读与读书笔记", icon: "📚" },
  { name: "家务", description: "整理房间、帮忙做家务", icon: "🧹" },
  { name: "运动", description: "跳绳、跑步、球类", icon: "⚽" },
] as const;

/** Icons by category name; null means "any category". */
export const DEFAULT_ICONS: { name: string; icon_code: string; category: string | null }[] = [
  { name: "课本", icon_code: "📖", category: "语文" },
  { name: "毛笔", icon_code: "🖌️", category: "语文" },
  { name: "算盘", icon_code: "🧮", category: "数学" },
  { name: "尺规", icon_code: "📐", category: "数学" },
  { name: "字母", icon_code: "🔤", category: "英语" },
  { name: "耳机", icon_code: "🎧", category: "英语" },
  { name: "书架", icon_code: "📚", category: "阅读" },
  { name: "放大镜", icon_code: "🔍", category: "阅读" },
  { name: "扫帚", icon_code: "🧹", category: "家务" },
  { name: "餐具", icon_code: "🍽️", category: "家务" },
  { name: "足球", icon_code: "⚽", category: "运动" },
  { name: "跳绳", icon_code: "🪢", category: "运动" },
  { name: "星星", icon_code: "⭐", category: null },
  { name: "宝剑", icon_code: "🗡️", category: null },
];

export const DEFAULT_WEAPONS: { name: string; description: string; icon: string; tool_type: ToolType }[] = [
  { name: "背诵卷轴", description: "逐段背诵古诗文", icon: "📜", tool_type: "RECITATION" },
  { name: "英语背诵卷轴", description: "背诵英语课文与短文", icon: "🇬🇧", tool_type: "ENGLISH_RECITATION" },
  { name: "书写之笔", description: "练习汉字书写与笔顺", icon: "✒️", tool_type: "WRITING" },
  { name: "听写号角", description: "听写词语与句子", icon: "📯", tool_type: "DICTATION" },
  { name: "朗读水晶", description: "朗读课文并获得评分", icon: "🔮", tool_type: "READING" },
  { name: "错题宝箱", description: "收集并复习错题", icon: "🧰", tool_type: "ERROR_TRACKING" },
];

/** A timestamp per row, a millisecond apart, so "oldest first" lists keep the order above. */
const stamp = (base: number, i: number) => new Date(base + i).toISOString();

function insertDefaults(tx: DbOrTx, gmId: string, base: number): void {
  const row = (i: number) => ({ id: crypto.randomUUID(), gm_id: gmId, created_at: stamp(base, i), updated_at: stamp(base, i) });
  tx.insert(taskDifficulties).values(DEFAULT_DIFFICULTIES.map((d, i) => ({ ...row(i), ...d }))).run();
  const categories = DEFAULT_CATEGORIES.map((c, i) => ({ ...row(i), ...c }));
  tx.insert(taskCategories).values(categories).run();
  const categoryId = new Map<string, string>(categories.map((c) => [c.name, c.id]));
  tx.insert(taskIcons)
    .values(DEFAULT_ICONS.map((icon, i) => ({ ...row(i), name: icon.name, icon_code: icon.icon_code, category_id: icon.category ? categoryId.get(icon.category)! : null })))
    .run();
  tx.insert(taskWeapons).values(DEFAULT_WEAPONS.map((w, i) => ({ ...row(i), ...w }))).run();
}

/** Gives one GM the default metadata unless they already had it. True when it seeded now. */
export function seedGmDefaults(db: Db, gmId: string, now = new Date()): boolean {
  return db.transaction(
    (tx) => {
      const claimed = tx
        .insert(taskMetaSeeds)
        .values({ gm_id: gmId, seeded_at: now.toISOString() })
        .onConflictDoNothing()
        .returning({ gm_id: taskMetaSeeds.gm_id })
        .all();
      if (claimed.length === 0) return false;
      insertDefaults(tx, gmId, now.getTime());
      return true;
    },
    { behavior: "immediate" },
  );
}

/** Seeds every GM who has not been seeded yet; run at start-up after migrating. Idempotent. */
export function seedDefaults(db: Db, now = new Date()): number {
  const pending = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${profiles.role} = 'GM' AND NOT EXISTS (SELECT 1 FROM ${taskMetaSeeds} WHERE ${taskMetaSeeds.gm_id} = ${profiles.id})`)
    .all();
  let seeded = 0;
  for (const { id } of pending) if (seedGmDefaults(db, id, now)) seeded++;
  return seeded;
}

/** Whether a GM's defaults were seeded (used by tests and the lazy path). */
export const isSeeded = (db: Db, gmId: string) =>
  !!db.select({ gm_id: taskMetaSeeds.gm_id }).from(taskMetaSeeds).where(eq(taskMetaSeeds.gm_id, gmId)).get();
