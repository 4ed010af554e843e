/**
 * The account journey of issue #2: the first registration becomes the GM (D1); a player registers
 * with a 玩家名, logs in by that name, edits the profile with an avatar, changes the password and
 * logs in again with the new one. Runs first (files run in name order with one worker), so the
 * GM registration here is the first account of the fresh server that playwright.config.ts starts.
 */
import { expect, test } from "@playwright/test";
import { logInViaUi, openAvatarMenu, pngFixture, unique } from "./support.ts";

test.describe.configure({ mode: "serial" });

async function registerViaUi(page: import("@playwright/test").Page, input: { name: string; username: string; email: string; password: string }) {
  await page.goto("/register");
  await page.getByLabel("姓名").fill(input.name);
  await page.getByLabel("玩家名（可选）").fill(input.username);
  await page.getByLabel("邮箱").fill(input.email);
  await page.getByLabel("密码", { exact: true }).fill(input.password);
  await page.getByLabel("确认密码").fill(input.password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "注册" }).click();
  await expect(page.getByRole("heading", { name: "注册成功！" })).toBeVisible();
}

const id = unique();
const player = { name: "小明同学", username: `xm_${id}`, email: `xm_${id}@example.com`, password: "first-pass" };
const newPassword = "second-pass";

test("the first account becomes the GM and sees the GM console", async ({ page }) => {
  await registerViaUi(page, { name: "李老师", username: `gm_${id}`, email: `gm_${id}@example.com`, password: "gm-secret" });
  await expect(page.getByText("你已成为 GM")).toBeVisible();

  await page.getByRole("link", { name: "进入游戏" }).click();
  await expect(page).toHaveURL(/\/player-dashboard$/);
  await openAvatarMenu(page);
  await page.getByRole("link", { name: "GM控制台" }).click();
  await expect(page).toHaveURL(/\/gm-dashboard$/); // a GM passes the guard

  await openAvatarMenu(page);
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page).toHaveURL(/\/minecraft-login$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/minecraft-login\?redirect=%2Fprofile$/); // really logged out
});

test("a player registers, logs in by player name, edits the profile and changes the password", async ({ page }) => {
  await registerViaUi(page, player);
  await expect(page.getByText(player.username)).toBeVisible();
  await expect(page.getByText("你已成为 GM")).toHaveCount(0);
  await page.getByRole("button", { name: "退出" }).click();
  await expect(page).toHaveURL(/\/minecraft-login$/);

  // Log in with the bare player name (the client appends the fixed domain, D2).
  await logInViaUi(page, player.username, player.password);
  await expect(page).toHaveURL(/\/player-dashboard$/);
  const header = page.getByRole("banner");
  await expect(header.getByLabel("等级 1")).toBeVisible();
  await expect(header.getByLabel("绿宝石 0")).toBeVisible();
  await expect(header.getByLabel("钻石 0")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "经验值" })).toHaveAttribute("aria-valuemax", "100");
  await openAvatarMenu(page);
  await expect(page.getByRole("link", { name: "GM控制台" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "玩家导航" }).getByRole("link", { name: "我的" }).click();
  await expect(page.getByRole("heading", { name: "我的资料", level: 1 })).toBeVisible();
  await expect(page.getByText(player.email)).toBeVisible();
  await expect(page.getByText("未设置").first()).toBeVisible();

  // Edit: a 400×300 PNG is shrunk to ≤256 px JPEG in the browser before upload (D18).
  await page.getByRole("button", { name: "编辑资料" }).click();
  const dialog = page.getByRole("dialog", { name: "编辑基本信息" });
  await dialog.getByLabel("头像", { exact: true }).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngFixture(400, 300) });
  await expect(dialog.getByRole("img", { name: "新头像预览" })).toBeVisible();
  await dialog.getByLabel("姓名").fill("小");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("姓名至少需要2个字符")).toBeVisible();
  await dialog.getByLabel("姓名").fill("王小明");
  await dialog.getByLabel("年级").selectOption("三年级");
  await dialog.getByLabel("学校").fill("实验小学");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("个人资料已成功更新")).toBeVisible();
  await expect(dialog).toBeHidden();

  const basic = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "基本信息" }) });
  await expect(basic.getByText("王小明")).toBeVisible();
  await expect(basic.getByText("三年级")).toBeVisible();
  await expect(basic.getByText("实验小学")).toBeVisible();
  const avatar = basic.getByRole("img", { name: "王小明的头像" });
  await expect(avatar).toHaveAttribute("src", /^\/api\/r2\/image\?key=avatars%2F/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(page.getByRole("banner").getByRole("img", { name: "王小明的头像" })).toBeVisible();
  await expect(page.getByText("个人资料已成功更新")).toBeHidden({ timeout: 5_000 }); // clears after 3 s

  // Change the password: the mismatch shows on the confirm field first.
  await page.getByRole("button", { name: "修改密码" }).click();
  const pw = page.getByRole("dialog", { name: "修改密码" });
  await pw.getByLabel("当前密码").fill(player.password);
  await pw.getByLabel("新密码", { exact: true }).fill(newPassword);
  await pw.getByLabel("确认新密码").fill("something-else");
  await pw.getByRole("button", { name: "更新密码" }).click();
  await expect(pw.getByText("两次输入的新密码不一致")).toBeVisible();
  await pw.getByLabel("确认新密码").fill(newPassword);
  await pw.getByRole("button", { name: "更新密码" }).click();
  await expect(page.getByText("密码已成功更新")).toBeVisible();

  await openAvatarMenu(page);
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page).toHaveURL(/\/minecraft-login$/);

  await logInViaUi(page, player.username, player.password);
  await expect(page.getByText("登录失败，请检查你的玩家名和通行暗号")).toBeVisible();
  await logInViaUi(page, player.username, newPassword);
  await expect(page).toHaveURL(/\/player-dashboard$/);
  await expect(page.getByRole("banner").getByRole("img", { name: "王小明的头像" })).toBeVisible();
});
