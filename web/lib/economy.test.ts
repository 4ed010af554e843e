import { describe, expect, test } from "bun:test";
import {
  CARD_BUTTON,
  cardState,
  checkRewardForm,
  isImageIcon,
  isNoChange,
  NEW_REWARD_FORM,
  parseDelta,
  parseDeltas,
  previewAdjustment,
  redeemProblem,
  rewardFormOf,
  stockText,
} from "./economy.ts";

const item = (emeralds_cost: number, diamonds_cost: number, stock_quantity: number | null) => ({ emeralds_cost, diamonds_cost, stock_quantity });
const rich = { emeralds: 100, diamonds: 10 };

describe("a trading post card (1-core §5)", () => {
  test("offers 兑换 when the player can pay and stock is left or unlimited", () => {
    expect(cardState(item(10, 1, null), rich)).toBe("redeem");
    expect(cardState(item(10, 1, 1), rich)).toBe("redeem");
    expect(cardState(item(100, 10, 5), rich)).toBe("redeem"); // exactly enough
    expect(CARD_BUTTON.redeem).toBe("兑换");
  });

  test("says 资源不足 when emeralds or diamonds are short", () => {
    expect(cardState(item(101, 0, null), rich)).toBe("insufficient");
    expect(cardState(item(0, 11, null), rich)).toBe("insufficient");
    expect(cardState(item(0, 0, null), null)).toBe("insufficient");
    expect(CARD_BUTTON.insufficient).toBe("资源不足");
  });

  test("says 已售罄 when a known stock is at most 0, even for a player who could pay", () => {
    expect(cardState(item(1, 0, 0), rich)).toBe("soldOut");
    expect(cardState(item(1, 0, -2), rich)).toBe("soldOut");
    expect(cardState(item(1000, 0, 0), rich)).toBe("soldOut");
    expect(CARD_BUTTON.soldOut).toBe("已售罄");
  });

  test("stops a redemption with the spec's message before any call", () => {
    expect(redeemProblem(item(1, 0, null), null)).toBe("请先登录");
    expect(redeemProblem(item(1000, 0, null), rich)).toBe("资源不足，无法兑换此奖励");
    expect(redeemProblem(item(1, 0, 0), rich)).toBe("此奖励已售罄");
    expect(redeemProblem(item(1, 0, 3), rich)).toBeNull();
  });

  test("describes stock", () => {
    expect(stockText(null)).toBe("不限量");
    expect(stockText(0)).toBe("已售罄");
    expect(stockText(4)).toBe("库存 4");
  });
});

describe("the GM's reward form (3-gm §5, §9)", () => {
  test("starts as the spec's default item", () => {
    expect(NEW_REWARD_FORM).toMatchObject({ emeralds_cost: "0", diamonds_cost: "0", stock_quantity: "", is_active: true, reward_type: "VIRTUAL_ITEM", icon: "🎁" });
  });

  test("requires a name that is not just spaces", () => {
    const result = checkRewardForm({ ...NEW_REWARD_FORM, name: "   " });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.name).toBe("请输入奖励名称");
  });

  test("reads a blank stock as unlimited and rejects negative or fractional numbers", () => {
    const ok = checkRewardForm({ ...NEW_REWARD_FORM, name: " 看电影 ", emeralds_cost: "30", stock_quantity: " " });
    expect(ok).toEqual({
      ok: true,
      body: { name: "看电影", description: null, icon: "🎁", reward_type: "VIRTUAL_ITEM", emeralds_cost: 30, diamonds_cost: 0, stock_quantity: null, is_active: true },
    });
    const bad = checkRewardForm({ ...NEW_REWARD_FORM, name: "x", emeralds_cost: "-1", diamonds_cost: "1.5", stock_quantity: "-3" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(["diamonds_cost", "emeralds_cost", "stock_quantity"]);
    const zero = checkRewardForm({ ...NEW_REWARD_FORM, name: "x", stock_quantity: "0" });
    expect(zero.ok && zero.body.stock_quantity).toBe(0);
  });

  test("round-trips an item through the form", () => {
    const body = { name: "贴纸", description: "一张", icon: "/api/r2/image?key=a.png", reward_type: "REAL_WORLD_PRIVILEGE" as const, emeralds_cost: 5, diamonds_cost: 1, stock_quantity: 2, is_active: false };
    const again = checkRewardForm(rewardFormOf(body));
    expect(again).toEqual({ ok: true, body });
    expect(rewardFormOf({ ...body, stock_quantity: null }).stock_quantity).toBe("");
  });

  test("tells an uploaded image from an emoji", () => {
    expect(isImageIcon("/api/r2/image?key=users%2Fa.png")).toBe(true);
    expect(isImageIcon("https://example.com/a.png")).toBe(true);
    expect(isImageIcon("🎁")).toBe(false);
    expect(isImageIcon("")).toBe(false);
  });
});

describe("the resource adjustment (3-gm §5, D8)", () => {
  const standing = { player_level: 1, player_xp: 40, xp_to_next_level: 100, emeralds: 5, diamonds: 2 };

  test("reads signed whole numbers; blank is 0", () => {
    expect(parseDelta("")).toBe(0);
    expect(parseDelta(" -7 ")).toBe(-7);
    expect(parseDelta("+12")).toBe(12);
    expect(parseDelta("1.5")).toBeNull();
    expect(parseDelta("abc")).toBeNull();
    expect(parseDeltas({ xp: "x", emeralds: "1", diamonds: "" })).toEqual({ ok: false, errors: { xp: "请输入整数（可为负数）" } });
  });

  test("knows when nothing would change (the confirm button stays disabled)", () => {
    expect(isNoChange({ xp: 0, emeralds: 0, diamonds: 0 })).toBe(true);
    expect(isNoChange({ xp: 0, emeralds: -1, diamonds: 0 })).toBe(false);
  });

  test("floors every result at 0", () => {
    expect(previewAdjustment(standing, { xp: -100, emeralds: -10, diamonds: -3 })).toEqual({ player_level: 1, player_xp: 0, xp_to_next_level: 100, emeralds: 0, diamonds: 0 });
  });

  test("levels up as the server does: 40 + 160 XP at level 1 is level 2 with 100 of 200", () => {
    expect(previewAdjustment(standing, { xp: 160, emeralds: 3, diamonds: 0 })).toEqual({ player_level: 2, player_xp: 100, xp_to_next_level: 200, emeralds: 8, diamonds: 2 });
    expect(previewAdjustment(standing, { xp: 260, emeralds: 0, diamonds: 0 })).toMatchObject({ player_level: 3, player_xp: 0, xp_to_next_level: 300 });
  });
});
