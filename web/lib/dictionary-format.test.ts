import { describe, expect, test } from "bun:test";
import { byline, difficultyLabel, frequencyLabel, textLines, visibleTags } from "./dictionary-format.ts";
import { poemTabs } from "./poem-tabs.ts";

describe("list text rules (spec §9)", () => {
  test("at most 3 tags, then +n", () => {
    expect(visibleTags(["唐诗三百首", "思乡", "月亮", "五言绝句", "小学古诗"])).toEqual({ shown: ["唐诗三百首", "思乡", "月亮"], more: 2 });
    expect(visibleTags(["思乡"])).toEqual({ shown: ["思乡"], more: 0 });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe("labels", () => {
  test("frequency levels 0-5, clamped", () => {
    expect(frequencyLabel(5)).toBe("最常用");
    expect(frequencyLabel(0)).toBe("罕用");
    expect(frequencyLabel(9)).toBe("最常用");
    expect(frequencyLabel(-1)).toBe("罕用");
  });

  test("difficulty 1-3", () => {
    expect(difficultyLabel(1)).toBe("入门");
    expect(difficultyLabel(3)).toBe("挑战");
    expect(difficultyLabel(7)).toBe("");
  });

  test("byline leaves out missing parts", () => {
    expect(byline("唐", "李白")).toBe("唐 · 李白");
    expect(byline(null, "佚名", " ")).toBe("佚名");
  });

  test("text lines drop blank lines", () => {
    expect(textLines("床前明月光，\n\n 举头望明月。 \n")).toEqual(["床前明月光，", "举头望明月。"]);
    expect(textLines(null)).toEqual([]);
  });
});

describe("classical poem tabs", () => {
  test("a tab appears only when its text exists", () => {
    expect(poemTabs({ content: "千山鸟飞绝", translation: null, shangxi: "  ", remark: "注一" }).map((t) => t.label)).toEqual(["原文", "注释"]);
    expect(poemTabs({ content: "a", translation: "b", shangxi: "c", remark: "d" }).map((t) => t.label)).toEqual(["原文", "译文", "赏析", "注释"]);
  });
});
