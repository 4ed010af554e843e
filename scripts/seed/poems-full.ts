import { cleanPoemLines } from "./clean.ts";
import { poemDifficulty, poemKey, popularityScore, type PoemCtx, type PoemEntry } from "./poem-common.ts";

type RawPoem = Record<string, any>;

/** One corpus of --full: where its files are, how a poem's fields are named, its script. */
type Corpus = {
  name: string;
  dir: string;
  /** File name filter inside dir. */
  files: (name: string) => boolean;
  /** Rank file aligned with each data file (same order), if chinese-poetry has one. */
  rankFile?: (file: string) => string | null;
  dynasty: string;
  traditional: boolean;
  title: (p: RawPoem) => string;
  lines: (p: RawPoem) => unknown[];
};

const CORPORA: Corpus[] = [
  {
    name: "全唐诗",
    dir: "quantangshi",
    files: (f) => /^poet\.tang\.\d+\.json$/.test(f),
    rankFile: (f) => `rank/poet/${f.replace(".json", ".rank.json").replace(/\.(\d+)\.rank/, ".rank.$1")}`,
    dynasty: "唐",
    traditional: true,
    title: (p) => p.title,
    lines: (p) => p.paragraphs,
  },
  {
    name: "全宋诗",
    dir: "quantangshi",
    files: (f) => /^poet\.song\.\d+\.json$/.test(f),
    rankFile: (f) => `rank/poet/${f.replace(".json", ".rank.json").replace(/\.(\d+)\.rank/, ".rank.$1")}`,
    dynasty: "宋",
    traditional: true,
    title: (p) => p.title,
    lines: (p) => p.paragraphs,
  },
  {
    name: "全宋词",
    dir: "songci",
    files: (f) => /^ci\.song\.\d+\.json$/.test(f),
    rankFile: (f) => `rank/ci/${f.replace(/^ci\.song\.(\d+)\.json$/, "ci.song.rank.$1.json")}`,
    dynasty: "宋",
    traditional: false,
    title: (p) => p.rhythmic,
    lines: (p) => p.paragraphs,
  },
  { name: "元曲", dir: "yuanqu", files: (f) => f === "yuanqu.json", dynasty: "元", traditional: false, title: (p) => p.title, lines: (p) => p.paragraphs },
  { name: "纳兰性德诗集", dir: "nalanxingde", files: (f) => f.endsWith(".json"), dynasty: "清", traditional: false, title: (p) => p.title, lines: (p) => p.para ?? p.paragraphs },
  { name: "曹操诗集", dir: "caocaoshiji", files: (f) => f.endsWith(".json"), dynasty: "汉", traditional: false, title: (p) => p.title, lines: (p) => p.paragraphs },
];

/**
 * Every poem chinese-poetry has (--full): 全唐诗, 全宋诗 (traditional, converted), 全宋词, 元曲,
 * 纳兰性德, 曹操. Poems already among the curated ones (`seen`) are skipped, so each poem is in
 * the table once. Ids continue after `firstId`, most popular first (rank/ counts; 0 without).
 */
export function loadFullPoems(ctx: PoemCtx, seen: Set<string>, firstId: number, onCorpus?: (name: string, count: number) => void): PoemEntry[] {
  const { sources, simplify } = ctx;
  const rows: PoemEntry[] = [];
  for (const corpus of CORPORA) {
    let count = 0;
    for (const file of sources.list("chinese-poetry", `dist/${corpus.dir}`).filter(corpus.files)) {
      const poems = sources.json<RawPoem[]>("chinese-poetry", `dist/${corpus.dir}/${file}`);
      const rankRel = corpus.rankFile?.(file);
      const ranks = rankRel ? sources.jsonOr<RawPoem[]>("chinese-poetry", `dist/${rankRel}`, []) : [];
      poems.forEach((p, i) => {
        const conv = corpus.traditional ? simplify : (s: string) => s;
        const rawLines = cleanPoemLines(corpus.lines(p) ?? [], ctx.described);
        if (rawLines.length === 0) return;
        const content = conv(rawLines.join("\n"));
        const author = conv(String(p.author ?? "").trim()) || "佚名";
        const key = poemKey(author, content);
        if (seen.has(key)) return;
        seen.add(key);
        const title = conv(String(corpus.title(p) ?? "").trim()) || "无题";
        // Rank files list the same poems in the same order; check before trusting the match.
        const r = ranks[i];
        const aligned = r && r.author === p.author && (r.title ?? r.rhythmic) === corpus.title(p);
        rows.push({
          id: 0,
          title,
          dynasty: corpus.dynasty,
          author,
          content,
          popularity: aligned ? popularityScore(r) : (ctx.popularity.get(`${p.author}|${corpus.title(p)}`) ?? 0),
          difficulty: poemDifficulty(content, ctx.charLevel),
          source: [corpus.name],
          classical: false,
          translation: null,
          shangxi: null,
          remark: null,
          tags: [],
        });
        count++;
      });
    }
    onCorpus?.(corpus.name, count);
  }
  return rows
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.popularity - a.p.popularity || a.i - b.i)
    .map(({ p }, i) => ({ ...p, id: firstId + i }));
}
