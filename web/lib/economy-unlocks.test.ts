import { describe, expect, test } from "bun:test";
import { freshUnlocks, markSeen } from "./economy-unlocks.ts";

const now = new Date("2026-05-10T12:00:00Z");
const unlock = (id: string, at: string) => ({ id, player_id: "kid", unlocked_at: at });

describe("which unlocks a device still has to celebrate", () => {
  test("a device that never celebrated anything catches up on the last day only, oldest first", () => {
    const list = [unlock("c", "2026-05-10T11:00:00.000Z"), unlock("b", "2026-05-09T13:00:00.000Z"), unlock("a", "2026-05-01T09:00:00.000Z")];
    const { fresh, marker } = freshUnlocks(list, null, now);
    expect(fresh.map((a) => a.id)).toEqual(["b", "c"]);
    expect(marker).toEqual({ since: "2026-05-09T12:00:00.000Z", ids: ["b", "c"] });
  });

  test("celebrated ones are not shown again; new ones are", () => {
    const first = freshUnlocks([unlock("a", "2026-05-10T10:00:00.000Z")], null, now);
    expect(freshUnlocks([unlock("a", "2026-05-10T10:00:00.000Z")], first.marker, now).fresh).toEqual([]);
    const later = freshUnlocks([unlock("b", "2026-05-12T08:00:00.000Z"), unlock("a", "2026-05-10T10:00:00.000Z")], first.marker, new Date("2026-05-12T09:00:00Z"));
    expect(later.fresh.map((a) => a.id)).toEqual(["b"]);
    expect(later.marker.ids).toEqual(["a", "b"]);
  });

  test("what a response already celebrated counts as seen", () => {
    const marker = markSeen({ since: "2026-05-09T12:00:00.000Z", ids: [] }, ["a"]);
    expect(freshUnlocks([unlock("a", "2026-05-10T10:00:00.000Z")], marker, now).fresh).toEqual([]);
  });

  test("the remembered ids stay bounded and unique", () => {
    let marker = { since: "2026-01-01T00:00:00.000Z", ids: [] as string[] };
    for (let i = 0; i < 250; i++) marker = markSeen(marker, [`id${i}`]);
    marker = markSeen(marker, ["id249"]);
    expect(marker.ids).toHaveLength(200);
    expect(marker.ids.at(-1)).toBe("id249");
    expect(new Set(marker.ids).size).toBe(200);
  });
});
