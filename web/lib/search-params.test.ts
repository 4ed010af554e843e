import { describe, expect, test } from "bun:test";
import { CONTINUE_LEARNING, CONTINUE_LEARNING_PATH, ROUTES, withId } from "../routes.ts";
import { classicalPoemsHref, detailHref, recitationHref } from "./dictionary-links.ts";
import { readSearchParams, SEARCH_TABS, searchHref } from "./search-params.ts";

describe("the search URL", () => {
  test("round-trips query, tab and page", () => {
    const href = searchHref({ q: "明月", type: "words", page: 3 });
    expect(href).toBe("/search?q=%E6%98%8E%E6%9C%88&type=words&page=3");
    expect(readSearchParams(href.split("?")[1]!)).toEqual({ q: "明月", type: "words", page: 3 });
  });

  test("leaves defaults out and ignores paging on 全部", () => {
    expect(searchHref({ q: " 明 " })).toBe("/search?q=%E6%98%8E");
    expect(searchHref({ q: "" })).toBe("/search");
    expect(searchHref({ q: "明", type: "all", page: 4 })).toBe("/search?q=%E6%98%8E");
    expect(readSearchParams("q=明&page=4")).toEqual({ q: "明", type: "all", page: 1 });
  });

  test("an unknown tab or a bad page falls back to the defaults", () => {
    expect(readSearchParams("q=x&type=secrets&page=-1")).toEqual({ q: "x", type: "all", page: 1 });
    expect(readSearchParams("type=idioms&page=abc")).toEqual({ q: "", type: "idioms", page: 1 });
  });

  test("has the seven tabs of spec §2 in order", () => {
    expect(SEARCH_TABS.map((t) => t.label)).toEqual(["全部", "汉字", "词语", "成语", "诗词", "古文", "古诗文"]);
  });
});

describe("dictionary links", () => {
  test("each result type opens its detail route", () => {
    expect(detailHref("characters", 121)).toBe("/hanzi/121");
    expect(detailHref("words", "明白")).toBe("/cihui/%E6%98%8E%E7%99%BD");
    expect(detailHref("idioms", 18)).toBe("/chengyu/18");
    expect(detailHref("poems", 26)).toBe("/poem/26");
    expect(detailHref("classical-texts", 1)).toBe("/ancient/1");
    expect(detailHref("classical-poems", 26)).toBe("/classical-poem/26");
  });

  test("an id cannot break out of its path segment", () => {
    expect(withId(ROUTES.hanzi, "../x?y")).toBe("/hanzi/..%2Fx%3Fy");
  });

  test("recitation helper and the poem list", () => {
    expect(recitationHref(26)).toBe("/recitation?poemId=26");
    expect(classicalPoemsHref({})).toBe("/classical-poems");
    expect(classicalPoemsHref({ q: "月", dynasty: "唐", page: 2 })).toBe("/classical-poems?q=%E6%9C%88&dynasty=%E5%94%90&page=2");
  });
});

describe("continue-learning routes /{type}/{id}", () => {
  test("match the dictionary's learning-record types only", () => {
    const match = (path: string) => CONTINUE_LEARNING_PATH.exec(path)?.groups;
    expect(match("/character/121")).toEqual({ type: "character", id: "121" });
    expect(match("/text/3/")).toEqual({ type: "text", id: "3" });
    expect(match("/game/1")).toBeUndefined();
    expect(match("/character/1/2")).toBeUndefined();
    expect(withId(CONTINUE_LEARNING.word!, "306")).toBe("/cihui/306");
    expect(withId(CONTINUE_LEARNING.idiom!, 18)).toBe("/chengyu/18");
  });
});
