/** The app's own pixel art (drawn for BlockQuest; no game assets). One letter = one pixel. */
import type { Sprite } from "./PixelSprite.tsx";

export const EMERALD: Sprite = {
  palette: { k: "#0c4a23", d: "#0b7a35", g: "#17b350", G: "#41f07f", l: "#d6ffe4" },
  rows: [
    "....kk....",
    "...kGGk...",
    "..kGlGgk..",
    ".kGllGggk.",
    ".kGlGGggk.",
    "kGGGGggdgk",
    "kGGGgggddk",
    ".kGgggddk.",
    ".kggggddk.",
    "..kgggdk..",
    "...kgdk...",
    "....kk....",
  ],
};

export const DIAMOND: Sprite = {
  palette: { k: "#0e3b4a", w: "#ffffff", l: "#a5fff4", b: "#3ee0d0", d: "#1a9c99" },
  rows: [
    "..kkkkkkkk..",
    ".kwlllbbbbk.",
    "kwllbbbbbbdk",
    "kllbbbbbbddk",
    ".kbbbbbbddk.",
    "..kbbbbddk..",
    "...kbbbdk...",
    "....kbdk....",
    ".....kk.....",
  ],
};

export const XP_ORB: Sprite = {
  palette: { k: "#2f4a05", g: "#7fd12a", G: "#c4ff4d", w: "#f4ffd0" },
  rows: ["..kkkk..", ".kGGGgk.", "kGwGgggk", "kGGggggk", "kgggggGk", "kggggGgk", ".kgggGk.", "..kkkk.."],
};

export const GRASS_BLOCK: Sprite = {
  palette: { g: "#5d8c3a", G: "#7cbd4b", d: "#866043", D: "#5b3f2b", s: "#9a7352" },
  rows: ["GgGGgGGg", "gGgggGgG", "gdgGgdgg", "dddgdddd", "ddDdsddD", "dDdddDsd", "dsddDddd", "dDddsdDd"],
};

/** The default avatar: a blocky face (not any game's character). */
export const FACE: Sprite = {
  palette: { h: "#4a2f1b", s: "#e0a878", S: "#c98d5e", w: "#ffffff", e: "#3a5fcd", n: "#a86a45", m: "#6b3a24" },
  rows: ["hhhhhhhh", "hhhhhhhh", "hSssssSh", "swessews", "sssnnsss", "ssmssmss", "ssmmmmss", "SsssssSs"],
};

export const CHECKLIST: Sprite = {
  palette: { k: "#3b2a1a", w: "#f6eed8", g: "#3fa535", d: "#8a7a5e" },
  rows: [".kkkkkkkk.", ".kwwwwwwk.", ".kgwdddwk.", ".kwwwwwwk.", ".kgwdddwk.", ".kwwwwwwk.", ".kgwdddwk.", ".kwwwwwwk.", ".kkkkkkkk."],
};

export const SIGN_BOARD: Sprite = {
  palette: { k: "#3b2a1a", B: "#b98b52", d: "#6e4c2a", b: "#7a5630" },
  rows: ["kkkkkkkkkk", "kBBBBBBBBk", "kBddddddBk", "kBBBBBBBBk", "kBddddBBBk", "kBBBBBBBBk", "kkkkkkkkkk", "....kbk...", "....kbk...", "....kkk..."],
};

export const SWORD: Sprite = {
  palette: { k: "#222222", w: "#e8f4f8", W: "#a9c4cc", g: "#6b6b6b", b: "#7a5630" },
  rows: [".......kkk", "......kwWk", ".....kwWk.", "....kwWk..", ".k.kwWk...", ".kkwWk....", "..kgk.....", ".kbkkk....", "kbk..k....", "kk........"],
};

export const BOOK: Sprite = {
  palette: { k: "#2a1410", r: "#b0322b", R: "#8a231e", y: "#f2c94c", w: "#f6eed8" },
  rows: ["kkkkkkkkk.", "krrrrrrrRk", "krryyyyrRk", "krrrrrrrRk", "krryyyrrRk", "krrrrrrrRk", "kRRRRRRRRk", "kwwwwwwwwk", "kkkkkkkkkk"],
};

export const CHEST: Sprite = {
  palette: { k: "#2b1d0e", B: "#a8743a", b: "#7a5226", g: "#c9c9c9", y: "#3b3b3b" },
  rows: ["kkkkkkkkkk", "kbBBBBBBbk", "kbBBBBBBbk", "kkkkggkkkk", "kbBBgyBBbk", "kbBBBBBBbk", "kbBBBBBBbk", "kkkkkkkkkk"],
};

export const STAR: Sprite = {
  palette: { k: "#5a3b00", y: "#ffd83d", Y: "#fff3a8" },
  rows: ["....kk....", "...kYyk...", "kkkkYyykkk", "kYYyyyyyyk", ".kyyyyyyk.", "..kyyyyk..", ".kyykkyyk.", ".kyk..kyk.", ".kk....kk."],
};
