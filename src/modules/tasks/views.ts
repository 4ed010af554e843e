/**
 * What the API answers for templates and instances: each row with its icon, category and
 * difficulty embedded (spec 1-core §3), plus derived fields the pages need (name, rewards,
 * the parsed GM feedback), so no page needs a second call.
 */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { taskCategories, taskDifficulties, taskIcons, taskInstances, taskTemplates } from "../../../db/schema/index.ts";
import { readInstance } from "./instance-sql.ts";
import { resolveRewards, type Rewards } from "./rewards.ts";

type TemplateRow = typeof taskTemplates.$inferSelect;
type InstanceRow = typeof taskInstances.$inferSelect;
type IconRow = typeof taskIcons.$inferSelect;
type CategoryRow = typeof taskCategories.$inferSelect;
type DifficultyRow = typeof taskDifficulties.$inferSelect;

export type IconView = Pick<IconRow, "id" | "name" | "icon_code" | "category_id">;
export type CategoryView = Pick<CategoryRow, "id" | "name" | "description" | "icon">;
export type DifficultyView = Pick<DifficultyRow, "id" | "name" | "description" | "icon" | "reward_multiplier">;

export type TemplateView = Omit<TemplateRow, "deleted_at"> & {
  icon: IconView | null;
  category: CategoryView | null;
  difficulty: DifficultyView | null;
};

export type GmFeedback = { notes: string | null; annotated_images: string[] };

export type InstanceView = InstanceRow & {
  player_username: string | null;
  /** The first attachment / annotated image, for clients that show one (spec field names). */
  submission_attachment_url: string | null;
  gm_annotated_image_url: string | null;
  /** notes_by_gm read either way it is stored: plain text, or JSON {notes, annotated_images}. */
  gm_feedback: GmFeedback;
  /** gm_added_name, else the template's name. */
  name: string;
  description: string | null;
  /** What completing it would pay without GM overrides (D7). */
  rewards: Rewards;
  template: TemplateView | null;
};

/** The columns every template view needs: the template and its three metadata rows. */
export const templateColumns = {
  t: taskTemplates,
  icon: { id: taskIcons.id, name: taskIcons.name, icon_code: taskIcons.icon_code, category_id: taskIcons.category_id },
  category: { id: taskCategories.id, name: taskCategories.name, description: taskCategories.description, icon: taskCategories.icon },
  difficulty: {
    id: taskDifficulties.id,
    name: taskDifficulties.name,
    description: taskDifficulties.description,
    icon: taskDifficulties.icon,
    reward_multiplier: taskDifficulties.reward_multiplier,
  },
};

type JoinedTemplate = { t: TemplateRow | null; icon: IconView | null; category: CategoryView | null; difficulty: DifficultyView | null };

/** Adds the metadata joins to a query that already has task_templates in it. */
export function joinTemplateMeta<Q extends { leftJoin: (...args: any[]) => any }>(query: Q): Q {
  return query
    .leftJoin(taskIcons, eq(taskIcons.id, taskTemplates.icon_id))
    .leftJoin(taskCategories, eq(taskCategories.id, taskTemplates.category_id))
    .leftJoin(taskDifficulties, eq(taskDifficulties.id, taskTemplates.difficulty_id));
}

export function toTemplateView(row: JoinedTemplate): TemplateView | null {
  if (!row.t) return null;
  const { deleted_at: _deleted, ...template } = row.t;
  return { ...template, icon: row.icon, category: row.category, difficulty: row.difficulty };
}

export function parseGmNotes(notes: string | null, annotated: string[]): GmFeedback {
  if (notes && notes.startsWith("{")) {
    try {
      const parsed = JSON.parse(notes);
      if (parsed && typeof parsed === "object") {
        const images = Array.isArray(parsed.annotated_images) ? parsed.annotated_images.filter((u: unknown) => typeof u === "string") : annotated;
        return { notes: typeof parsed.notes === "string" ? parsed.notes : null, annotated_images: images };
      }
    } catch {
      // Plain text that happens to start with a brace.
    }
  }
  return { notes, annotated_images: annotated };
}

/** An instance row with its player's name and its (shared) template view, as the API answers it. */
export function toInstanceView(i: InstanceRow, player_username: string | null, template: TemplateView | null): InstanceView {
  return {
    ...i,
    player_username,
    submission_attachment_url: i.submission_attachment_urls[0] ?? null,
    gm_annotated_image_url: i.gm_annotated_image_urls[0] ?? null,
    gm_feedback: parseGmNotes(i.notes_by_gm, i.gm_annotated_image_urls),
    name: i.gm_added_name ?? template?.name ?? "",
    description: i.gm_added_description ?? template?.description ?? null,
    // Once paid, what the task actually paid (the GM may have adjusted it); before, what
    // approval would pay without adjustments.
    rewards:
      i.rewarded_at && i.awarded_xp !== null
        ? { xp: i.awarded_xp, emeralds: i.awarded_emeralds ?? 0, diamonds: i.awarded_diamonds ?? 0 }
        : resolveRewards(i, template, template?.difficulty?.reward_multiplier),
    template,
  };
}

/** One instance as the API answers it, or null. */
export function instanceView(db: Db, id: string): InstanceView | null {
  return readInstance(db, id);
}

/** One template (including a deleted one, as its tasks still show it), or null. */
export function templateView(db: DbOrTx, id: string): TemplateView | null {
  const row = joinTemplateMeta(db.select(templateColumns).from(taskTemplates)).where(eq(taskTemplates.id, id)).get();
  return row ? toTemplateView(row as JoinedTemplate) : null;
}
