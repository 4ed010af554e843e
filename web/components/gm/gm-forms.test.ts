import { describe, expect, test } from "bun:test";
import { fromLocalInput, toLocalInput } from "./due-input.ts";
import { bodyOf, checkValues, emptyValues, MULTIPLIER_MESSAGE, valuesOf } from "./meta-fields.ts";
import { parseReward, parseRewards, REWARD_MESSAGE } from "./reward-values.ts";

describe("metadata forms (3-gm §5)", () => {
  test("required fields use the messages the server also sends", () => {
    expect(checkValues("difficulties", emptyValues("difficulties"))).toEqual({ name: "请输入难度名称" });
    expect(checkValues("categories", { name: " " })).toEqual({ name: "请输入分类名称" });
    expect(checkValues("icons", { name: "星", icon_code: "" })).toEqual({ icon_code: "请输入图标代码" });
    expect(checkValues("weapons", { name: "笔", icon: "", tool_type: "" })).toEqual({ icon: "请选择武器图标", tool_type: "请选择工具类型" });
  });

  test("the multiplier is 0.1 to 5 in steps of 0.1, default 1", () => {
    expect(emptyValues("difficulties").reward_multiplier).toBe("1");
    for (const ok of ["0.1", "1.5", "5"]) expect(checkValues("difficulties", { name: "木镐", reward_multiplier: ok })).toEqual({});
    for (const bad of ["0", "5.1", "1.25", "abc"]) {
      expect(checkValues("difficulties", { name: "木镐", reward_multiplier: bad }).reward_multiplier).toBe(MULTIPLIER_MESSAGE);
    }
  });

  test("bodies send numbers as numbers and blanks as null", () => {
    expect(bodyOf("difficulties", { name: " 石镐 ", icon: "", reward_multiplier: "1.2", description: "" })).toEqual({
      name: "石镐",
      icon: null,
      reward_multiplier: 1.2,
      description: null,
    });
    expect(bodyOf("icons", { name: "星", icon_code: "⭐", category_id: "" })).toEqual({ name: "星", icon_code: "⭐", category_id: null });
  });

  test("editing starts from the row's values", () => {
    expect(valuesOf("categories", { name: "语文", icon: null, description: "古诗" })).toEqual({ name: "语文", icon: "", description: "古诗" });
  });
});

describe("reward inputs", () => {
  test("accept whole numbers from 0 up", () => {
    expect(parseReward("0")).toBe(0);
    expect(parseReward(" 150 ")).toBe(150);
    for (const bad of ["", "-1", "1.5", "1e3", "abc", "99999999"]) expect(parseReward(bad)).toBeNull();
  });

  test("report each wrong field", () => {
    expect(parseRewards({ xp: "10", emeralds: "5", diamonds: "0" })).toEqual({ ok: true, rewards: { xp: 10, emeralds: 5, diamonds: 0 } });
    expect(parseRewards({ xp: "-1", emeralds: "5", diamonds: "x" })).toEqual({ ok: false, errors: { xp: REWARD_MESSAGE, diamonds: REWARD_MESSAGE } });
  });
});

describe("due-time inputs", () => {
  test("round-trip between local wall time and ISO", () => {
    const iso = new Date(2025, 5, 1, 18, 30).toISOString();
    expect(toLocalInput(iso)).toBe("2025-06-01T18:30");
    expect(fromLocalInput("2025-06-01T18:30")).toBe(iso);
    expect(fromLocalInput("")).toBeNull();
    expect(toLocalInput(null)).toBe("");
  });
});
