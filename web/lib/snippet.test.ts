import { describe, expect, test } from "bun:test";
import { snippetSegments } from "./snippet.ts";

const marked = (segments: { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join("");

describe("snippet highlighting", () => {
  test("marks the [start, end) ranges and keeps the rest as plain text", () => {
    const segments = snippetSegments({ text: "床前明月光，举头望明月", highlights: [[2, 3], [9, 10]] });
    expect(marked(segments)).toBe("床前[明]月光，举头望[明]月");
    expect(segments.filter((s) => s.mark)).toHaveLength(2);
  });

  test("a snippet without highlights is one plain piece", () => {
    expect(snippetSegments({ text: "千山鸟飞绝", highlights: [] })).toEqual([{ text: "千山鸟飞绝", mark: false }]);
  });

  test("merges overlapping and touching ranges, in any order", () => {
    expect(marked(snippetSegments({ text: "明月几时有", highlights: [[1, 3], [0, 2], [3, 4]] }))).toBe("[明月几时]有");
  });

  test("clamps ranges to the text and drops empty or inverted ones", () => {
    expect(marked(snippetSegments({ text: "明月", highlights: [[-5, 1], [1, 99], [1, 1], [2, 0]] }))).toBe("[明月]");
    expect(marked(snippetSegments({ text: "明月", highlights: [[5, 9]] }))).toBe("明月");
  });

  test("text that looks like markup stays text", () => {
    const segments = snippetSegments({ text: "<b>明</b>", highlights: [[3, 4]] });
    expect(segments.map((s) => s.text).join("")).toBe("<b>明</b>");
    expect(segments[1]).toEqual({ text: "明", mark: true });
  });

  test("an empty snippet still gives one (empty) piece", () => {
    expect(snippetSegments({ text: "", highlights: [[0, 1]] })).toEqual([{ text: "", mark: false }]);
  });
});
