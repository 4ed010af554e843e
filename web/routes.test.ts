import { describe, expect, test } from "bun:test";
import { isPlayerPath, loginUrlFor, PLAYER_PATHS, ROUTES, safeRedirect } from "./routes.ts";

describe("the login guard's remembered origin", () => {
  test("keeps path and query through the login URL", () => {
    const url = new URL(loginUrlFor("/profile?tab=a&b=1"), "http://x");
    expect(url.pathname).toBe(ROUTES.login);
    expect(safeRedirect(url.searchParams.get("redirect"))).toBe("/profile?tab=a&b=1");
  });

  test("never leaves the site or loops back to login", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, "/minecraft-login?x=1", "/login"]) {
      expect(safeRedirect(bad)).toBe(ROUTES.playerDashboard);
    }
  });
});

describe("player routes", () => {
  test("are the spec's twelve, GM console included", () => {
    expect(PLAYER_PATHS).toHaveLength(12);
    expect(isPlayerPath("/gm-dashboard")).toBe(true);
    expect(isPlayerPath("/profile/")).toBe(true);
    expect(isPlayerPath("/register")).toBe(false);
    expect(isPlayerPath("/")).toBe(false);
  });
});
