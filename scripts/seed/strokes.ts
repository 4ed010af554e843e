import { existsSync, readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import type { Sources } from "./sources.ts";

/**
 * hanzi-writer-data's JSON for each character that has one, re-serialised without whitespace
 * and deflate-compressed (about 45% of the raw size). The service inflates on read.
 */
export function* loadStrokes(sources: Sources, chars: Iterable<string>): Generator<{ char: string; data: Uint8Array; count: number }> {
  for (const char of chars) {
    const file = sources.path("hanzi-writer-data", `${char}.json`);
    if (!existsSync(file)) continue;
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { strokes?: unknown; medians?: unknown; radStrokes?: unknown };
    if (!Array.isArray(parsed.strokes) || !Array.isArray(parsed.medians)) continue;
    const compact = JSON.stringify({ strokes: parsed.strokes, medians: parsed.medians, ...(parsed.radStrokes ? { radStrokes: parsed.radStrokes } : {}) });
    yield { char, data: deflateSync(compact), count: parsed.strokes.length };
  }
}
