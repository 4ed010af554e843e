/** Public pages: 404, the /login alias, the health check page and the about page. */
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

test("the about page credits every data package with its licence and the installed dictionary", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "关于与数据许可" }).click();
  await expect(page.getByRole("heading", { name: "词典数据来源与许可" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "hanzi-writer-data" });
  await expect(row).toContainText("Arphic Public License");
  await expect(page.getByRole("row").filter({ hasText: "chinese-poetry" })).toContainText(/chinese-poetry \d+\.\d+\.\d+/);
  await expect(page.getByText(/当前词典：精简版/)).toBeVisible();
});
