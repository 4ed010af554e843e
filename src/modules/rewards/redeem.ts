/**
 * Redeeming a reward (D10, spec 1-core §4, §5): one IMMEDIATE transaction checks the item (active,
 * the player's own GM's), takes one from the stock and the item's costs from the balances, each
 * with a conditional UPDATE, records the redemption PENDING_GM_FULFILLMENT and its log line.
 * Costs come from the item, never the client; balances never go negative; stock is never oversold.
 */
import type { Db } from "../../../db/client.ts";
import { redeemedRewards } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { checkAchievementsAfter, type Clock, type UnlockedAchievement } from "../achievements/service.ts";
import { insertLog } from "./log.ts";
import { REWARD_MESSAGES } from "./model.ts";
import { redeemedView, type RedeemedView } from "./redeemed.ts";
import { playerRow } from "./scope.ts";

export type Balances = { player_level: number; player_xp: number; xp_to_next_level: number; emeralds: number; diamonds: number };
export type RedeemResult = RedeemedView & { profile: Balances; achievements_unlocked: UnlockedAchievement[] };

type ItemRow = { id: string; gm_id: string; name: string; emeralds_cost: number; diamonds_cost: number; is_active: number };

const ITEM_SQL = "SELECT id, gm_id, name, emeralds_cost, diamonds_cost, is_active FROM reward_items WHERE id = ?";
// Unlimited stock (NULL) stays NULL; a known stock is taken only while some is left.
const TAKE_STOCK_SQL = `UPDATE reward_items SET stock_quantity = stock_quantity - 1
  WHERE id = ? AND is_active = 1 AND (stock_quantity IS NULL OR stock_quantity > 0)`;
const PAY_SQL = `UPDATE profiles SET emeralds = emeralds - ?, diamonds = diamonds - ?, updated_at = ?
  WHERE id = ? AND emeralds >= ? AND diamonds >= ?`;
const BALANCES_SQL = "SELECT player_level, player_xp, xp_to_next_level, emeralds, diamonds FROM profiles WHERE id = ?";

/**
 * POST /api/rewards/redeem. The player redeems for themself; their GM may redeem on their behalf
 * (E3), paid from the player's balances. Sold out is checked before the balances.
 */
export function redeem(db: Db, actor: Actor, input: { reward_item_id: string; player_id?: string }, clock: Clock): RedeemResult {
  const player = playerRow(db, input.player_id || actor.id);
  if (player.id !== actor.id && (actor.role !== "GM" || player.gm_id !== actor.id)) throw forbidden("只能为自己兑换奖励");
  const sqlite = db.$client;
  const id = db.transaction(
    (tx) => {
      const item = sqlite.query<ItemRow, [string]>(ITEM_SQL).get(input.reward_item_id);
      if (!item || !player.gm_id || item.gm_id !== player.gm_id) throw notFound(REWARD_MESSAGES.notFound);
      if (item.is_active !== 1) throw conflict(REWARD_MESSAGES.inactive);
      if (sqlite.query(TAKE_STOCK_SQL).run(item.id).changes !== 1) throw conflict(REWARD_MESSAGES.soldOut);
      const stamp = clock.now.toISOString();
      const paid = sqlite.query(PAY_SQL).run(item.emeralds_cost, item.diamonds_cost, stamp, player.id, item.emeralds_cost, item.diamonds_cost);
      // Throwing rolls the stock back too.
      if (paid.changes !== 1) throw conflict(REWARD_MESSAGES.insufficient);
      const id = newId();
      tx.insert(redeemedRewards)
        .values({
          id,
          player_id: player.id,
          reward_item_id: item.id,
          redeemed_at: stamp,
          cost_emeralds_paid: item.emeralds_cost,
          cost_diamonds_paid: item.diamonds_cost,
          status: "PENDING_GM_FULFILLMENT",
          redeemed_by: actor.id,
        })
        .run();
      insertLog(tx, {
        userId: player.id,
        xp: 0,
        emeralds: -item.emeralds_cost,
        diamonds: -item.diamonds_cost,
        action: "REWARD_REDEEMED",
        reason: item.name,
        sourceType: "REDEEMED_REWARD",
        sourceId: id,
        createdBy: actor.id,
        now: clock.now,
      });
      return id;
    },
    { behavior: "immediate" },
  );
  const achievements_unlocked = checkAchievementsAfter(db, player.id, clock);
  const profile = sqlite.query<Balances, [string]>(BALANCES_SQL).get(player.id)!;
  return { ...redeemedView(db, id)!, profile, achievements_unlocked };
}
