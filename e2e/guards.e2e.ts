/** The login and GM guards (spec 1-core §2, §6). */
import { expect, test } from "@playwright/test";
import { logInViaUi, registerViaApi } from "./support.ts";

test("a logged-out visitor is sent to login and returned to the page (with its query) afterwards", async ({ page, request }) => {
  const player = await registerViaApi(request);
  await page.goto("/profile?from=guard");
  await expect(page).toHaveURL(/\/minecraft-login\?redirect=%2Fprofile%3Ffrom%3Dguard$/);
  await expect(page.getByRole("navigation", { name: "玩家导航" })).toHaveCount(0); // no player chrome on login

  await page.getByRole("button", { name: "开始游戏" }).click();
  await expect(page.getByText("请输入你的玩家名！")).toBeVisible();
  await expect(page.getByText("请输入通行暗号！")).toBeVisible();

  await logInViaUi(page, player.username, player.password);
  await expect(page).toHaveURL(/\/profile\?from=guard$/);
  await expect(page.getByRole("heading", { name: "我的资料", level: 1 })).toBeVisible();

  // Logged in, the login page goes straight on.
  await page.goto("/minecraft-login");
  await expect(page).toHaveURL(/\/player-dashboard$/);
});

test("a player opening the GM console ends on the player dashboard", async ({ page, request }) => {
  const player = await registerViaApi(request);
  expect(player.role).toBe("PLAYER");
  await page.goto("/gm-dashboard");
  await expect(page).toHaveURL(/\/minecraft-login\?redirect=%2Fgm-dashboard$/);
  await logInViaUi(page, player.email, player.password); // e-mail works as well as the name
  await expect(page).toHaveURL(/\/player-dashboard$/);
  await expect(page.getByRole("banner").getByLabel("等级 1")).toBeVisible();

  await page.goto("/gm-dashboard");
  await expect(page).toHaveURL(/\/player-dashboard$/);
});

test("every player route is guarded", async ({ page }) => {
  for (const path of ["/player-dashboard", "/quest-board", "/trading-post", "/weapons-arsenal", "/error-book"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/minecraft-login\\?redirect=${encodeURIComponent(path)}$`));
  }
});
