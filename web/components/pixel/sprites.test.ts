import { expect, test } from "bun:test";
import * as sprites from "./sprites.ts";

test("every sprite is a rectangle of letters its palette knows", () => {
  for (const [name, sprite] of Object.entries(sprites)) {
    const width = sprite.rows[0]!.length;
    for (const row of sprite.rows) {
      expect(row.length, `${name} row width`).toBe(width);
      for (const ch of row) if (ch !== ".") expect(sprite.palette[ch], `${name} colour ${ch}`).toBeDefined();
    }
  }
});
