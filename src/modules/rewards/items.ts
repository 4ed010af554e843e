/**
 * The GM's reward store (spec 1-core §3, 3-gm §2.1, §3, §5, §9): a GM manages their own items;
 * their players see only the active ones (the trading post). Another GM's item answers 404.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { DEFAULT_REWARD_ICON, rewardItems, type RewardType } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { urlForKey } from "../uploads/keys.ts";
import { REWARD_MESSAGES } from "./model.ts";

export type RewardItemView = {
  id: string;
  gm_id: string;
  name: string;
  description: string | null;
  /** As stored: an emoji, or `/api/r2/image?key=…` of the GM's image (send it back unchanged when editing). */
  icon: string;
  /** For an image icon, the address anyone who may see the item can load it from; null for an emoji. */
  icon_url: string | null;
  reward_type: RewardType;
  emeralds_cost: number;
  diamonds_cost: number;
  /** null is unlimited. */
  stock_quantity: number | null;
  sold_out: boolean;
  is_active: boolean;
  created_at: string;
  updated_at: string;
};

export type ItemInput = {
  name?: string;
  description?: string | null;
  icon?: string | null;
  reward_type?: RewardType;
  emeralds_cost?: number;
  diamonds_cost?: number;
  stock_quantity?: number | "" | null;
  is_active?: boolean;
  gm_id?: string;
};

export type ItemFilters = { gm_id?: string; is_active?: boolean; reward_type?: RewardType };

type ItemRow = Omit<RewardItemView, "icon_url" | "sold_out" | "is_active"> & { is_active: number };

const COLUMNS = `id, gm_id, name, description, icon, reward_type, emeralds_cost, diamonds_cost, stock_quantity, is_active, created_at, updated_at`;
const BY_ID_SQL = `SELECT ${COLUMNS} FROM reward_items WHERE id = ?`;
const LIST_SQL = `SELECT ${COLUMNS} FROM reward_items
  WHERE gm_id = ? AND (? IS NULL OR is_active = ?) AND (? IS NULL OR reward_type = ?)
  ORDER BY created_at DESC, id`;

/** The store key of an image icon (`/api/r2/image?key=…`), or null for an emoji. */
export function iconKey(icon: string): string | null {
  if (!icon.startsWith("/api/r2/image?")) return null;
  return new URLSearchParams(icon.slice(icon.indexOf("?") + 1)).get("key");
}

/**
 * Where an item's image icon is loaded from. Players may not read their GM's files directly
 * (D18), so image icons are served per item to whoever may see the item; null for an emoji.
 */
export function iconUrl(itemId: string, icon: string): string | null {
  const key = iconKey(icon);
  return key ? `/api/rewards/items/${itemId}/icon?v=${Bun.hash(key).toString(36)}` : null;
}

export function toItemView(row: ItemRow): RewardItemView {
  return {
    ...row,
    icon_url: iconUrl(row.id, row.icon),
    sold_out: row.stock_quantity !== null && row.stock_quantity <= 0,
    is_active: row.is_active === 1,
  };
}

/** Whose store the actor sees: a GM their own, a player their GM's (null without a GM). */
const storeOwner = (actor: Actor) => (actor.role === "GM" ? actor.id : actor.gm_id);

const itemRow = (db: Db, id: string) => db.$client.query<ItemRow, [string]>(BY_ID_SQL).get(id);

/** GET /api/rewards/items: a GM's own items (gm_id must be theirs); a player's GM's active ones. */
export function listItems(db: Db, actor: Actor, filters: ItemFilters): { data: RewardItemView[]; total: number } {
  const owner = storeOwner(actor);
  if (filters.gm_id && filters.gm_id !== owner) throw forbidden("无权查看其他GM的奖励");
  if (!owner) return { data: [], total: 0 };
  // Inactive items are hidden from players (3-gm §4), whatever they ask for.
  if (actor.role !== "GM" && filters.is_active === false) return { data: [], total: 0 };
  const active = actor.role === "GM" ? filters.is_active : true;
  const flag = active === undefined ? null : active ? 1 : 0;
  const type = filters.reward_type ?? null;
  const rows = db.$client.query<ItemRow, (string | number | null)[]>(LIST_SQL).all(owner, flag, flag, type, type);
  const data = rows.map(toItemView);
  return { data, total: data.length };
}

/** The item row if the actor may see it (a player: only active ones, unless `anyState`); else 404. */
export function visibleItem(db: Db, actor: Actor, id: string, anyState = false): ItemRow {
  const row = itemRow(db, id);
  const owner = storeOwner(actor);
  if (!row || !owner || row.gm_id !== owner || (actor.role !== "GM" && !anyState && row.is_active !== 1)) throw notFound(REWARD_MESSAGES.notFound);
  return row;
}

export const getItem = (db: Db, actor: Actor, id: string): RewardItemView => toItemView(visibleItem(db, actor, id));

const graphemes = new Intl.Segmenter("zh", { granularity: "grapheme" });
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u20E3]/u;

/** An emoji (one or two symbols) or an image the GM uploaded; blank is the gift. */
function checkIcon(db: Db, gmId: string, value: string | null | undefined): string {
  const icon = value?.trim() ?? "";
  if (!icon) return DEFAULT_REWARD_ICON;
  if (icon.startsWith("/") || icon.includes("://")) {
    let key: string | null = null;
    try {
      const url = new URL(icon, "http://local");
      if (url.pathname === "/api/r2/image") key = url.searchParams.get("key");
    } catch {
      // Not a URL at all: refused below.
    }
    if (!key) throw badRequest(REWARD_MESSAGES.icon);
    const file = db.$client.query<{ owner_id: string; content_type: string }, [string]>("SELECT owner_id, content_type FROM uploads WHERE key = ?").get(key);
    if (!file || file.owner_id !== gmId || !file.content_type.startsWith("image/")) throw badRequest(REWARD_MESSAGES.icon);
    return urlForKey(key);
  }
  const symbols = [...graphemes.segment(icon)].length;
  // Emoji, not words: one or two symbols, at least one pictograph, no letters ("fa-gift", "礼").
  if (symbols > 2 || icon.length > 32 || /[\p{L}\s]/u.test(icon) || !PICTOGRAPH.test(icon)) throw badRequest(REWARD_MESSAGES.icon);
  return icon;
}

function checkName(value: string): string {
  const name = value.trim();
  if (!name) throw badRequest(REWARD_MESSAGES.name);
  if ([...name].length > 50) throw badRequest(REWARD_MESSAGES.nameLength);
  return name;
}

const stockOf = (value: number | "" | null | undefined) => (value === "" || value === null || value === undefined ? null : value);

function assertGmWriter(actor: Actor): void {
  if (actor.role !== "GM") throw forbidden("只有GM可以管理奖励");
}

/** POST /api/rewards/items: with the defaults of 3-gm §9 (0, 0, unlimited, active, VIRTUAL_ITEM, 🎁). */
export function createItem(db: Db, actor: Actor, input: ItemInput, now: Date): RewardItemView {
  assertGmWriter(actor);
  if (input.gm_id && input.gm_id !== actor.id) throw forbidden("只能为自己创建奖励");
  const stamp = now.toISOString();
  const id = newId();
  db.insert(rewardItems)
    .values({
      id,
      gm_id: actor.id,
      name: checkName(input.name ?? ""),
      description: input.description?.trim() || null,
      icon: checkIcon(db, actor.id, input.icon),
      reward_type: input.reward_type ?? "VIRTUAL_ITEM",
      emeralds_cost: input.emeralds_cost ?? 0,
      diamonds_cost: input.diamonds_cost ?? 0,
      stock_quantity: stockOf(input.stock_quantity),
      is_active: input.is_active ?? true,
      created_at: stamp,
      updated_at: stamp,
    })
    .run();
  return toItemView(itemRow(db, id)!);
}

/** PUT /api/rewards/items/{id}: the GM's own item; fields left out stay as they are. */
export function updateItem(db: Db, actor: Actor, id: string, input: ItemInput, now: Date): RewardItemView {
  assertGmWriter(actor);
  visibleItem(db, actor, id);
  if (input.gm_id && input.gm_id !== actor.id) throw forbidden("不能把奖励转给其他GM");
  const changes: Partial<typeof rewardItems.$inferInsert> = { updated_at: now.toISOString() };
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.description !== undefined) changes.description = input.description?.trim() || null;
  if (input.icon !== undefined) changes.icon = checkIcon(db, actor.id, input.icon);
  if (input.reward_type !== undefined) changes.reward_type = input.reward_type;
  if (input.emeralds_cost !== undefined) changes.emeralds_cost = input.emeralds_cost;
  if (input.diamonds_cost !== undefined) changes.diamonds_cost = input.diamonds_cost;
  if (input.stock_quantity !== undefined) changes.stock_quantity = stockOf(input.stock_quantity);
  if (input.is_active !== undefined) changes.is_active = input.is_active;
  db.update(rewardItems).set(changes).where(eq(rewardItems.id, id)).run();
  return toItemView(itemRow(db, id)!);
}

/** The stored file of an item's image icon, for anyone who may see the item (any state: old redemptions show it too). */
export function itemIconFile(db: Db, actor: Actor, id: string): { key: string; content_type: string } {
  const row = visibleItem(db, actor, id, true);
  const key = iconKey(row.icon);
  const file = key ? db.$client.query<{ key: string; content_type: string }, [string]>("SELECT key, content_type FROM uploads WHERE key = ?").get(key) : null;
  if (!file) throw notFound("文件不存在");
  return file;
}
