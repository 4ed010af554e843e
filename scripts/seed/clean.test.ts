import { describe, expect, test } from "bun:test";
import { frequencyLevel, tableLevelOf } from "./characters.ts";
import { cleanDefinition, cleanPoemLines, joinSenses, replaceDescribedChars, restoreNoteColons, stripVariantNotes } from "./clean.ts";
import { parseDefinition } from "./definitions.ts";
import { poemDifficulty, popularityScore, splitDynastyAuthor } from "./poem-common.ts";
import { isCleanHeadword } from "./words.ts";

describe("cleanDefinition", () => {
  test("splits numbered senses, including numbers after a space instead of a line break", () => {
    const senses = cleanDefinition("1.清楚;明确。 \n2.确实。 \n3.公然。 4.了解;知道。 5.聪明;懂道理。");
    expect(senses).toEqual(["清楚；明确。", "确实。", "公然。", "了解；知道。", "聪明；懂道理。"]);
  });

  test("numbers in sequence only: a decimal inside a sense does not split it", () => {
    expect(cleanDefinition("1.一条河流。长0.5米 \n2.满河。")).toEqual(["一条河流。长0.5米", "满河。"]);
  });

  test("splits ①②… senses and puts ～ back as the headword", () => {
    expect(cleanDefinition("①走路；走动～不便。②比喻破绽。", "行动")).toEqual(["走路；走动行动不便。", "比喻破绽。"]);
  });

  test("normalises ﹑ ﹐ ． and ◇ (a dropped 。后)", () => {
    const [s] = cleanDefinition("1.古代帝王分封子弟﹐作为王朝的屏藩◇亦称官吏出守地方为分藩。语本《礼记．经解》﹑《易》。");
    expect(s).toBe("古代帝王分封子弟，作为王朝的屏藩。后亦称官吏出守地方为分藩。语本《礼记·经解》、《易》。");
  });

  test("pairs straight quotes and restores the colon after a book title or 曰/注", () => {
    const [s] = cleanDefinition('1.《荀子·修身》"凡治气养心之术。"杨倞注"一好﹐谓好善。"');
    expect(s).toBe("《荀子·修身》：“凡治气养心之术。”杨倞注：“一好，谓好善。”");
  });

  test("restores an opening quote the scraper stripped, or drops a lone closer", () => {
    expect(cleanDefinition("又称副热带季风气候”。分布在")).toEqual(["又称“副热带季风气候”。分布在"]);
    expect(cleanDefinition("语出《论语·为政》七十而从心所欲，不逾矩。”后也用以指代七十岁。")).toEqual([
      "语出《论语·为政》：“七十而从心所欲，不逾矩。”后也用以指代七十岁。",
    ]);
    expect(cleanDefinition("单独的”引号")).toEqual(["单独的引号"]);
  });

  test("'?' for an unencodable character becomes □, a real question mark becomes ？", () => {
    expect(cleanDefinition('1.亦作"钴?"。')).toEqual(["亦作“钴□”。"]);
    expect(cleanDefinition("1.苟且充?，力不能胜。")).toEqual(["苟且充□，力不能胜。"]);
    expect(cleanDefinition('1.曰"人寿几何?"')[0]).toContain("几何？");
  });

  test("single-quote-only citations get double quotes", () => {
    expect(cleanDefinition("唐李郢《上裴晋公》诗'四朝忧国鬓如丝。'后用来比喻")[0]).toBe("唐李郢《上裴晋公》诗“四朝忧国鬓如丝。”后用来比喻");
  });

  test("joinSenses: one sense as is, several numbered ①②", () => {
    expect(joinSenses(["甲。"])).toBe("甲。");
    expect(joinSenses(["甲。", "乙。"])).toBe("①甲。\n②乙。");
    expect(joinSenses([])).toBeNull();
  });
});

describe("restoreNoteColons (idioms)", () => {
  test("puts back the colon of word notes", () => {
    expect(restoreNoteColons("持坚持；恒恒心。长久坚持下去。", "持之以恒")).toBe("持：坚持；恒：恒心。长久坚持下去。");
    expect(restoreNoteColons("来之使之来。得到它不容易。", "来之不易")).toBe("来之：使之来。得到它不容易。");
  });
  test("leaves ordinary definitions alone", () => {
    expect(restoreNoteColons("画蛇时给蛇添上脚。比喻做了多余的事。", "画蛇添足")).toBe("画蛇时给蛇添上脚。比喻做了多余的事。");
    expect(restoreNoteColons("比喻平时默默无闻。", "一鸣惊人")).toBe("比喻平时默默无闻。");
  });
});

describe("parseDefinition", () => {
  test("origin from 语本/语出 with its book and passage", () => {
    const d = parseDefinition('1.要到南方的楚国去，却驾车北行。语本汉荀悦《申鉴·杂言下》"先民有言适楚而北辕者。"', "北辕适楚", { idiom: true });
    expect(d.origin).toEqual({ book: "汉荀悦《申鉴·杂言下》", text: "先民有言适楚而北辕者。" });
    expect(d.definition).not.toContain("1.");
  });
  test("a citation opening the entry and followed by 后以… is the origin; other citations are quotes", () => {
    const d = parseDefinition('《淮南子·人间训》"近塞上之人，马无故亡而入胡。"后因以"塞翁失马"比喻祸福相倚。', "塞翁失马", { idiom: true });
    expect(d.origin?.book).toBe("《淮南子·人间训》");
    expect(d.quote).toBeNull();
    const q = parseDefinition('1.谓专心其事。《荀子·修身》"凡治气养心之术，莫神一好。"');
    expect(q.quote).toEqual({ book: "《荀子·修身》", text: "凡治气养心之术，莫神一好。" });
    expect(q.origin).toBeNull();
  });
  test("no text, no definition", () => {
    expect(parseDefinition(undefined)).toEqual({ definition: null, senses: [], quote: null, origin: null });
  });
});

describe("poem text cleaning", () => {
  test("{…} descriptions become the described character, unknown ones □", () => {
    const map = new Map([["{上休下鳥}", "𪀪"]]);
    expect(replaceDescribedChars("飛{上休下鳥}鳴{不知道}□", map)).toBe("飛𪀪鳴□□");
  });
  test("variant notes are removed, blank lines dropped", () => {
    expect(stripVariantNotes("春草明年綠，王孫歸不歸？(明年 一作：年年)")).toBe("春草明年綠，王孫歸不歸？");
    expect(cleanPoemLines(["甲。", "  ", 3, "乙（一作丙）。"], new Map())).toEqual(["甲。", "乙。"]);
  });
});

describe("levels and scores", () => {
  test("frequency level: the higher of the Jun Da band and the 通用规范 level", () => {
    expect(frequencyLevel(1, 1)).toBe(5);
    expect(frequencyLevel(800, 1)).toBe(4);
    expect(frequencyLevel(1500, 2)).toBe(3);
    expect(frequencyLevel(5000, 1)).toBe(2);
    expect(frequencyLevel(null, 2)).toBe(1);
    expect(frequencyLevel(null, 3)).toBe(0);
    expect([tableLevelOf(0), tableLevelOf(3499), tableLevelOf(3500), tableLevelOf(6500)]).toEqual([1, 1, 2, 3]);
  });
  test("popularity is the mean log of the engines' counts; difficulty grows with length", () => {
    expect(popularityScore(undefined)).toBe(0);
    expect(popularityScore({ baidu: 999, bing: 999 })).toBe(3000);
    const common = new Map([..."床前明月光疑是地上霜举头望低思故乡"].map((c) => [c, 5]));
    expect(poemDifficulty("床前明月光，疑是地上霜。举头望明月，低头思故乡。", common)).toBe(1);
    expect(poemDifficulty("床前明月光。".repeat(30), common)).toBe(3);
  });
  test("dynasty prefixes are split off authors", () => {
    expect(splitDynastyAuthor("（唐）孟浩然", "宋")).toEqual({ dynasty: "唐", author: "孟浩然" });
    expect(splitDynastyAuthor("先秦：左丘明 ", "未知")).toEqual({ dynasty: "先秦", author: "左丘明" });
    expect(splitDynastyAuthor("李白", "唐")).toEqual({ dynasty: "唐", author: "李白" });
  });
  test("headwords: Han only, two-part sayings allowed for idioms", () => {
    expect(isCleanHeadword("明白")).toBe(true);
    expect(isCleanHeadword("一。妫洌Ｍ")).toBe(false);
    expect(isCleanHeadword("八仙过海，各显神通")).toBe(false);
    expect(isCleanHeadword("八仙过海，各显神通", true)).toBe(true);
  });
});
