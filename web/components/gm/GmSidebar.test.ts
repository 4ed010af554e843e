import { describe, expect, test } from "bun:test";
import { isGmPath } from "../../routes.ts";
import { GM_ENTRIES, isCurrentEntry } from "./GmSidebar.tsx";

describe("the GM console's sidebar", () => {
  test("has the spec's twelve entries in order (3-gm §2.1)", () => {
    expect(GM_ENTRIES.map((e) => e.href.replace("/gm-dashboard", "") || "/")).toEqual([
      "/", "/tasks", "/submissions", "/store", "/players", "/rewards", "/game-rewards", "/materials", "/game-configs", "/sessions", "/metadata", "/content",
    ]);
  });

  test("submissions and redemptions carry the real counts waiting for the GM", () => {
    expect(GM_ENTRIES.filter((e) => e.badge).map((e) => [e.href, e.badge])).toEqual([
      ["/gm-dashboard/submissions", "pending"],
      ["/gm-dashboard/rewards", "redemptions"],
    ]);
  });

  test("marks an entry current for its whole subtree, the overview only on its own path", () => {
    expect(isCurrentEntry("/gm-dashboard/tasks", "/gm-dashboard/tasks/edit/abc")).toBe(true);
    expect(isCurrentEntry("/gm-dashboard/submissions", "/gm-dashboard/submissions/abc")).toBe(true);
    expect(isCurrentEntry("/gm-dashboard", "/gm-dashboard/tasks")).toBe(false);
    expect(isCurrentEntry("/gm-dashboard", "/gm-dashboard")).toBe(true);
  });

  test("every console path is behind the GM guard, and nothing else is", () => {
    for (const path of ["/gm-dashboard", "/gm-dashboard/tasks/new", "/gm-dashboard/submissions/x"]) expect(isGmPath(path)).toBe(true);
    for (const path of ["/gm-dashboardx", "/player-dashboard", "/"]) expect(isGmPath(path)).toBe(false);
  });
});
