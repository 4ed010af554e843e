import { cleanPoemLines } from "./clean.ts";
import { splitDynastyAuthor } from "./poem-common.ts";
import type { PinyinKeys, PinyinMaker } from "./pinyin.ts";
import type { Simplify } from "./simplify.ts";
import type { Sources } from "./sources.ts";

/** An ancient text row: one chapter or piece of a book. */
export type TextEntry = PinyinKeys & {
  id: number;
  book: string;
  title: string;
  chapter: string | null;
  author: string | null;
  dynasty: string | null;
  content: string;
  notes: string | null;
  /** 1 入门 (蒙学), 2 进阶, 3 挑战. */
  difficulty: number;
};

type Piece = Omit<TextEntry, "id" | keyof PinyinKeys>;
type Raw = Record<string, any>;

/**
 * The ancient texts, in the order a child meets them: 蒙学 (三字经, 百家姓, 千字文, 弟子规,
 * 朱子家训, 增广贤文, 声律启蒙, 幼学琼林), 论语, 大学, 中庸, 孟子, 诗经, 楚辞, 古文观止, 幽梦影.
 * Traditional sources are converted. 文字蒙求 is left out: its glyph pictures are missing (●).
 * Difficulty is per book: 蒙学 1; 声律启蒙, 幼学琼林, 论语, 大学, 中庸, 诗经, 幽梦影 2; 孟子, 楚辞, 古文观止 3.
 */
export function loadTexts(sources: Sources, simplify: Simplify, pinyin: PinyinMaker, described: ReadonlyMap<string, string>): TextEntry[] {
  const cp = <T>(rel: string, fallback: T) => sources.jsonOr<T>("chinese-poetry", `dist/${rel}`, fallback);
  const lines = (raw: unknown, trad: boolean) => cleanPoemLines(Array.isArray(raw) ? raw : [], described).map((l) => (trad ? simplify(l) : l));
  const pieces: Piece[] = [];
  const add = (p: Omit<Piece, "content"> & { lines: string[] }) => {
    if (p.lines.length > 0) pieces.push({ ...p, content: p.lines.join("\n") });
  };
  const whole = (rel: string, book: string, author: string, dynasty: string, difficulty: number) => {
    const j = cp<Raw | null>(rel, null);
    if (j) add({ book, title: book, chapter: null, author, dynasty, notes: null, difficulty, lines: lines(j.paragraphs, true) });
  };
  const chaptered = (items: Raw[], book: string, author: string, dynasty: string, difficulty: number, trad: boolean, prefix = "") => {
    for (const c of items) {
      const chapter = trad ? simplify(String(c.chapter ?? "")) : String(c.chapter ?? "");
      const name = prefix ? `${prefix}·${chapter}` : chapter;
      add({ book, title: `${book}·${name}`, chapter: name, author, dynasty, notes: null, difficulty, lines: lines(c.paragraphs, trad) });
    }
  };
  const volumes = (rel: string, book: string, author: string, dynasty: string, difficulty: number) => {
    for (const v of cp<Raw>(rel, {}).content ?? []) chaptered(v.content ?? [], book, author, dynasty, difficulty, true);
  };

  whole("mengxue/sanzijing-traditional.json", "三字经", "王应麟", "宋", 1);
  whole("mengxue/baijiaxing.json", "百家姓", "佚名", "宋", 1);
  whole("mengxue/qianziwen.json", "千字文", "周兴嗣", "南北朝", 1);
  chaptered(cp<Raw>("mengxue/dizigui.json", {}).content ?? [], "弟子规", "李毓秀", "清", 1, true);
  whole("mengxue/zhuzijiaxun.json", "朱子家训", "朱柏庐", "明", 1);
  chaptered(cp<Raw>("mengxue/zengguangxianwen.json", {}).content ?? [], "增广贤文", "佚名", "明", 1, true);
  volumes("mengxue/shenglvqimeng.json", "声律启蒙", "车万育", "清", 2);
  volumes("mengxue/youxueqionglin.json", "幼学琼林", "程登吉", "明", 2);
  chaptered(cp<Raw[]>("lunyu/lunyu.json", []), "论语", "孔子弟子及再传弟子", "先秦", 2, false);
  for (const [file, book, author] of [["daxue", "大学", "曾子"], ["zhongyong", "中庸", "子思"]] as const) {
    for (const c of ([] as Raw[]).concat(cp<Raw | Raw[]>(`sishuwujing/${file}.json`, []))) {
      add({ book, title: book, chapter: null, author, dynasty: "先秦", notes: null, difficulty: 2, lines: lines(c.paragraphs, true) });
    }
  }
  chaptered(cp<Raw[]>("sishuwujing/mengzi.json", []), "孟子", "孟子", "先秦", 3, true);
  for (const p of cp<Raw[]>("shijing/shijing.json", [])) {
    add({ book: "诗经", title: p.title, chapter: [p.chapter, p.section].filter(Boolean).join("·") || null, author: "佚名", dynasty: "先秦", notes: null, difficulty: 2, lines: lines(p.content, false) });
  }
  for (const p of cp<Raw[]>("chuci/chuci.json", [])) {
    add({ book: "楚辞", title: p.title, chapter: p.section && p.section !== p.title ? p.section : null, author: p.author ?? "屈原", dynasty: "先秦", notes: null, difficulty: 3, lines: lines(p.content, false) });
  }
  for (const volume of cp<Raw>("mengxue/guwenguanzhi.json", {}).content ?? []) {
    for (const a of volume.content ?? []) {
      const { dynasty, author } = splitDynastyAuthor(simplify(String(a.author ?? "")), "未知");
      const source = a.source ? simplify(String(a.source)) : null;
      add({ book: "古文观止", title: simplify(String(a.chapter)), chapter: [simplify(String(volume.title ?? "")), source].filter(Boolean).join(" ") || null, author, dynasty, notes: null, difficulty: 3, lines: lines(a.paragraphs, true) });
    }
  }
  for (const item of cp<Raw[]>("youmengying/youmengying.json", [])) {
    const text = String(item.content ?? "").trim();
    const first = text.split(/[，。；：！？（(]/)[0].slice(0, 16);
    const comments = Array.isArray(item.comment) ? item.comment.filter((c: unknown) => typeof c === "string").join("\n") : null;
    add({ book: "幽梦影", title: `幽梦影·${first}`, chapter: null, author: "张潮", dynasty: "清", notes: comments || null, difficulty: 2, lines: lines([text], false) });
  }
  return pieces.map((p, i) => ({ ...p, ...pinyin.keys(p.title), id: i + 1 }));
}
