/** Public pages: 404, the /login alias, and the health check page. */
import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "在方块世界里学语文" })).toBeVisible();
});

test("/login redirects to /minecraft-login and keeps the query", async ({ page }) => {
  await page.goto("/login?redirect=%2Fprofile");
  await expect(page).toHaveURL(/\/minecraft-login\?redirect=%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "进入方块世界" })).toBeVisible();
});

test("the connectivity test reports the server as reachable", async ({ page }) => {
  await page.goto("/connectivity-test");
  await expect(page.getByText(/^连接成功！/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "汉字书写入门" })).toBeVisible();
});

test("the connectivity test shows the failure text when the health check fails", async ({ page }) => {
  await page.route("**/api/health", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/connectivity-test");
  await expect(page.getByText("Cloudflare API连接测试失败")).toBeVisible();
});
