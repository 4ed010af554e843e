import { describe, expect, test } from "bun:test";
import { pageCount, pageParam, pageWindow } from "./pagination.ts";

describe("page count", () => {
  test("rounds up, and an empty list still has one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(543, 10)).toBe(55);
  });
});

describe("page button window (at most 5)", () => {
  test("shows every page when there are few", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 1)).toEqual([1]);
  });

  test("starts at 1 near the start", () => {
    expect(pageWindow(1, 55)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 55)).toEqual([1, 2, 3, 4, 5]);
  });

  test("keeps the current page in the middle", () => {
    expect(pageWindow(4, 55)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(30, 55)).toEqual([28, 29, 30, 31, 32]);
  });

  test("ends at the last page near the end", () => {
    expect(pageWindow(55, 55)).toEqual([51, 52, 53, 54, 55]);
    expect(pageWindow(54, 55)).toEqual([51, 52, 53, 54, 55]);
  });

  test("clamps a current page outside the range", () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  test("honours another maximum", () => {
    expect(pageWindow(10, 20, 3)).toEqual([9, 10, 11]);
    expect(pageWindow(10, 20, 4)).toEqual([9, 10, 11, 12]);
  });
});

describe("page parameter", () => {
  test("accepts positive integers only", () => {
    expect(pageParam("3")).toBe(3);
    for (const bad of [null, undefined, "", "0", "-2", "1.5", "abc"]) expect(pageParam(bad)).toBe(1);
  });
});
