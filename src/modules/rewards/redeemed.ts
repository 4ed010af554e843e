/**
 * Redemptions after the purchase (spec 1-core §4, 3-gm §2.1, §4): the lists a player and their
 * GM read, the GM's queue of pending ones, and fulfilment, which moves a PENDING_GM_FULFILLMENT
 * redemption to FULFILLED or VIRTUAL_APPLIED exactly once.
 */
import type { Db } from "../../../db/client.ts";
import { REDEMPTION_STATUSES, type RedemptionStatus, type RewardType } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { iconUrl } from "./items.ts";
import { REWARD_MESSAGES } from "./model.ts";
import { listScope, scopeSql, splitList } from "./scope.ts";

export type RedeemedView = {
  id: string;
  player_id: string;
  username: string;
  full_name: string | null;
  reward_item_id: string;
  redeemed_at: string;
  cost_emeralds_paid: number;
  cost_diamonds_paid: number;
  status: RedemptionStatus;
  gm_notes: string | null;
  redeemed_by: string | null;
  processed_at: string | null;
  processed_by: string | null;
  /** The item as it is now, so a list needs no second call. */
  item: { id: string; name: string; description: string | null; icon: string; icon_url: string | null; reward_type: RewardType };
};

type Row = Omit<RedeemedView, "item"> & {
  i_name: string;
  i_description: string | null;
  i_icon: string;
  i_reward_type: RewardType;
};

const SELECT = `SELECT r.id, r.player_id, p.username, coalesce(d.name, p.full_name) AS full_name, r.reward_item_id, r.redeemed_at,
    r.cost_emeralds_paid, r.cost_diamonds_paid, r.status, r.gm_notes, r.redeemed_by, r.processed_at, r.processed_by,
    i.name AS i_name, i.description AS i_description, i.icon AS i_icon, i.reward_type AS i_reward_type
  FROM redeemed_rewards r
  JOIN profiles p ON p.id = r.player_id
  LEFT JOIN user_details d ON d.user_id = r.player_id
  JOIN reward_items i ON i.id = r.reward_item_id`;
const STATUS_FILTER = `(? IS NULL OR r.status IN (SELECT value FROM json_each(?)))`;

function toView(row: Row): RedeemedView {
  const { i_name, i_description, i_icon, i_reward_type, ...rest } = row;
  const item = { id: row.reward_item_id, name: i_name, description: i_description, icon: i_icon, icon_url: iconUrl(row.reward_item_id, i_icon), reward_type: i_reward_type };
  return { ...rest, item };
}

/** One redemption as the lists show it. */
export function redeemedView(db: Db, id: string): RedeemedView | null {
  const row = db.$client.query<Row, [string]>(`${SELECT} WHERE r.id = ?`).get(id);
  return row ? toView(row) : null;
}

export type RedeemedFilters = { playerIds?: string; player_id?: string; status?: string; limit?: number; offset?: number };

function parseStatuses(value: string | undefined): string | null {
  const list = splitList(value);
  if (list.length === 0) return null;
  if (list.some((s) => !(REDEMPTION_STATUSES as readonly string[]).includes(s))) throw badRequest(REWARD_MESSAGES.status);
  return JSON.stringify(list);
}

/**
 * GET /api/rewards/redeemed: a player's own, or a GM's players' (all of them, or the
 * playerIds / player_id asked for, each of which must be theirs). Newest first, `{ data, total }`.
 */
export function listRedeemed(db: Db, actor: Actor, filters: RedeemedFilters): { data: RedeemedView[]; total: number } {
  const scope = listScope(db, actor, [...splitList(filters.playerIds), ...splitList(filters.player_id)]);
  const statuses = parseStatuses(filters.status);
  const { where, params } = scopeSql(scope, "r.player_id");
  const args = [...params, statuses, statuses];
  const rows = db.$client
    .query<Row, (string | number | null)[]>(`${SELECT} WHERE ${where} AND ${STATUS_FILTER} ORDER BY r.redeemed_at DESC, r.rowid DESC LIMIT ? OFFSET ?`)
    .all(...args, filters.limit ?? 50, filters.offset ?? 0);
  const total = db.$client
    .query<{ n: number }, (string | null)[]>(`SELECT count(*) AS n FROM redeemed_rewards r WHERE ${where} AND ${STATUS_FILTER}`)
    .get(...args)!.n;
  return { data: rows.map(toView), total };
}

/** GET /api/rewards/pending: the GM's players' redemptions waiting for them, oldest first. */
export function listPending(db: Db, actor: Actor, gmId?: string): { data: RedeemedView[]; total: number } {
  if (actor.role !== "GM") throw forbidden("只有GM可以查看待处理的兑换");
  if (gmId && gmId !== actor.id) throw forbidden("只能查看自己玩家的兑换");
  const rows = db.$client
    .query<Row, [string]>(`${SELECT} WHERE p.gm_id = ? AND r.status = 'PENDING_GM_FULFILLMENT' ORDER BY r.redeemed_at, r.rowid`)
    .all(actor.id);
  return { data: rows.map(toView), total: rows.length };
}

const CLAIM_SQL = `UPDATE redeemed_rewards SET status = ?, gm_notes = ?, processed_at = ?, processed_by = ?
  WHERE id = ? AND status = 'PENDING_GM_FULFILLMENT'`;

/**
 * PUT /api/rewards/redeemed/{id}: the player's GM marks a pending redemption FULFILLED or
 * VIRTUAL_APPLIED, with optional notes. A conditional UPDATE, so it happens once (else 409).
 */
export function updateRedeemed(db: Db, actor: Actor, id: string, input: { status: "FULFILLED" | "VIRTUAL_APPLIED"; gm_notes?: string | null }, now: Date): RedeemedView {
  if (actor.role !== "GM") throw forbidden("只有GM可以处理兑换");
  const row = db.$client
    .query<{ gm_id: string | null }, [string]>("SELECT p.gm_id FROM redeemed_rewards r JOIN profiles p ON p.id = r.player_id WHERE r.id = ?")
    .get(id);
  if (!row || row.gm_id !== actor.id) throw notFound(REWARD_MESSAGES.redemptionNotFound);
  const notes = input.gm_notes?.trim() || null;
  const { changes } = db.$client.query(CLAIM_SQL).run(input.status, notes, now.toISOString(), actor.id, id);
  if (changes !== 1) throw conflict(REWARD_MESSAGES.processed);
  return redeemedView(db, id)!;
}
