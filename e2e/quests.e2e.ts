/**
 * The quests journey of issue #4: a GM adds a player (one-time setup code, D3) and a task
 * template; the player sets a password with the code, accepts the quest on the quest board and
 * submits it with a photo; the GM annotates the photo and rejects; the player sees the feedback
 * and resubmits; the GM approves with adjusted rewards and the player's header shows the new
 * XP, level and resources (D7, D8).
 *
 * It runs on the "with-gm" server, whose GM was created on the box with the CLI (SEEDED_GM).
 */
import { expect, test, type Page } from "@playwright/test";
import { logInViaUi, openAvatarMenu, pngFixture, SEEDED_GM, unique } from "./support.ts";

test.describe.configure({ mode: "serial" });

const id = unique();
const gm = SEEDED_GM;
const player = { name: "小红同学", username: `xh_${id}`, email: `xh_${id}@example.com`, password: "red-pass-1" };
const quest = { name: `背诵古诗 ${id}`, description: "背诵《静夜思》并默写一遍" };
let setupCode = "";

async function logIn(page: Page, who: { username: string; password: string }) {
  await page.goto("/minecraft-login");
  await logInViaUi(page, who.username, who.password);
  await expect(page).toHaveURL(/\/player-dashboard$/);
}

async function openReview(page: Page) {
  await logIn(page, gm);
  await page.goto("/gm-dashboard");
  const nav = page.getByRole("navigation", { name: "GM控制台导航" });
  await expect(nav.getByRole("link", { name: /提交审核/ })).toContainText("1"); // the real pending count
  await nav.getByRole("link", { name: /提交审核/ }).click();
  await expect(page.getByText("待审核：1 个")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: quest.name });
  await expect(item.getByText(player.name)).toBeVisible();
  await item.getByRole("link", { name: `审核「${quest.name}」` }).click();
  await expect(page.getByRole("heading", { name: `审核：${quest.name}` })).toBeVisible();
}

test("the GM adds a player with a one-time setup code and creates a quest template", async ({ page }) => {
  await logIn(page, gm);
  await page.goto("/gm-dashboard/players");

  await page.getByRole("button", { name: "+ 添加玩家" }).click();
  const dialog = page.getByRole("dialog", { name: "添加玩家" });
  await dialog.getByRole("button", { name: "添加玩家" }).click();
  await expect(dialog.getByText("请填写所有必填字段")).toBeVisible();
  await dialog.getByLabel("邮箱 *").fill("not-an-email");
  await dialog.getByLabel("玩家名 *").fill(player.username);
  await dialog.getByLabel("姓名 *").fill(player.name);
  await dialog.getByRole("button", { name: "添加玩家" }).click();
  await expect(dialog.getByText("请输入有效的邮箱地址")).toBeVisible();
  await dialog.getByLabel("邮箱 *").fill(player.email);
  await dialog.getByLabel("年级").selectOption("四年级");
  await dialog.getByRole("button", { name: "添加玩家" }).click();

  const card = page.getByRole("dialog", { name: "玩家添加成功！" });
  await expect(card.getByText(player.username, { exact: true })).toBeVisible();
  setupCode = (await card.locator(".one-time-code").innerText()).trim();
  expect(setupCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(card.getByText(`/reset-password?email=${player.username}&code=${setupCode}`)).toBeVisible();
  await expect(card.getByRole("button", { name: "打印" })).toBeVisible();
  await card.getByRole("button", { name: "完成" }).click();
  await expect(page.getByRole("row").filter({ hasText: player.name })).toContainText("四年级");

  await page.goto("/gm-dashboard/tasks/new");
  await page.getByRole("button", { name: "创建模板" }).click();
  await expect(page.getByText("请输入任务名称")).toBeVisible();
  await expect(page.getByLabel("持续天数")).toHaveCount(0); // only for 可拆解长期目标
  await page.getByLabel("任务类型").selectOption({ label: "可拆解长期目标" });
  await expect(page.getByLabel("持续天数")).toBeVisible();
  await page.getByLabel("任务类型").selectOption({ label: "每日委托" });
  await expect(page.getByLabel("经验值 (XP)")).toHaveValue("10");
  await expect(page.getByLabel("绿宝石")).toHaveValue("5");
  await page.getByLabel("任务名称 *").fill(quest.name);
  await page.getByLabel("任务描述").fill(quest.description);
  await page.getByRole("button", { name: "创建模板" }).click();
  await expect(page.getByText("任务模板已创建")).toBeVisible();
  await expect(page).toHaveURL(/\/gm-dashboard\/tasks$/); // after 1.5 s
  await expect(page.getByRole("switch", { name: `启用「${quest.name}」` })).toBeChecked();
});

test("the player sets a password with the code, accepts the quest and submits it with a photo", async ({ page }) => {
  expect(setupCode).not.toBe("");
  await page.goto(`/reset-password?email=${player.username}&code=${setupCode}`);
  await page.getByLabel("新的通行暗号", { exact: true }).fill(player.password);
  await page.getByLabel("确认新的通行暗号").fill(player.password);
  await page.getByRole("button", { name: "保存并登录" }).click();
  await expect(page).toHaveURL(/\/player-dashboard$/);

  await expect(page.getByRole("heading", { name: "今天还没有任务" })).toBeVisible();
  await page.getByRole("link", { name: "前往冒险公告板" }).click();
  await expect(page.getByRole("heading", { name: "冒险公告板" })).toBeVisible();
  await page.getByRole("article").filter({ hasText: quest.name }).getByRole("button", { name: "接受任务" }).click();
  await expect(page).toHaveURL(/\/player-dashboard$/);

  const card = page.getByRole("article").filter({ hasText: quest.name });
  await expect(card.getByText("进行中")).toBeVisible();
  await card.getByRole("button", { name: "提交任务" }).click();
  const dialog = page.getByRole("dialog", { name: "提交任务" });
  await dialog.getByRole("button", { name: "提交", exact: true }).click();
  await expect(dialog.getByText("请输入任务完成说明")).toBeVisible();
  await dialog.getByLabel("任务照片（可选，可多张）").setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(dialog.getByText("请上传图片文件（JPG, PNG, GIF）")).toBeVisible();
  await dialog.getByLabel("任务照片（可选，可多张）").setInputFiles({ name: "poem.png", mimeType: "image/png", buffer: pngFixture(800, 600) });
  await expect(dialog.getByRole("img", { name: "新照片1" })).toBeVisible();
  await dialog.getByLabel("任务完成说明").fill("我背熟了，也默写了一遍。");
  await dialog.getByRole("button", { name: "提交", exact: true }).click();
  await expect(page.getByText("任务已提交，等待GM审核")).toBeVisible();
  await expect(page.getByRole("region", { name: /待审核/ }).getByRole("heading", { name: quest.name })).toBeVisible();
});

test("the GM annotates the photo and rejects the submission", async ({ page }) => {
  await openReview(page);
  await expect(page.getByText("我背熟了，也默写了一遍。")).toBeVisible();
  await expect(page.getByLabel("经验值 (XP)")).toHaveValue("10"); // prefilled with the task's reward

  await page.getByRole("button", { name: "批注照片1" }).click();
  const dialog = page.getByRole("dialog", { name: "批注图片" });
  const canvas = dialog.getByLabel(/批注画布/);
  await expect(canvas).toBeVisible();
  const save = dialog.getByRole("button", { name: "保存批注" });
  await expect(save).toBeDisabled(); // nothing drawn yet
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.2 + step * 0.05), box.y + box.height * (0.3 + step * 0.03));
  await page.mouse.up();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("img", { name: "批注图片1" })).toBeVisible();

  await page.getByLabel("GM备注").fill("第三句再写工整一些。");
  await page.getByRole("button", { name: "驳回" }).click();
  await expect(page.getByText("已驳回，任务退回给玩家修改")).toBeVisible();
});

test("the player sees the feedback with the annotated photo and resubmits", async ({ page }) => {
  await logIn(page, player);
  const card = page.getByRole("article").filter({ hasText: quest.name });
  await expect(card.getByText("GM退回了你的提交：第三句再写工整一些。")).toBeVisible();
  await card.getByRole("button", { name: "查看详情" }).click();
  const detail = page.getByRole("dialog", { name: "任务详情" });
  await expect(detail.getByText("第三句再写工整一些。")).toBeVisible();
  const annotated = detail.getByRole("img", { name: "GM批注图片1" });
  await expect(annotated).toBeVisible();
  await expect.poll(() => annotated.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // really loads
  await detail.getByRole("button", { name: "关闭" }).click();

  await card.getByRole("button", { name: "重新提交" }).click();
  const dialog = page.getByRole("dialog", { name: "提交任务" });
  await expect(dialog.getByLabel("任务完成说明")).toHaveValue("我背熟了，也默写了一遍。");
  await expect(dialog.getByRole("img", { name: "已提交的照片1" })).toBeVisible();
  await dialog.getByLabel("任务完成说明").fill("第三句重新写工整了。");
  await dialog.getByRole("button", { name: "提交", exact: true }).click();
  await expect(page.getByText("任务已提交，等待GM审核")).toBeVisible();
});

test("the GM approves with adjusted rewards and the player's header shows them", async ({ page }) => {
  await openReview(page);
  await expect(page.getByText("第三句重新写工整了。")).toBeVisible();
  await page.getByLabel("经验值 (XP)").fill("-1");
  await page.getByRole("button", { name: "批准" }).click();
  await expect(page.getByText("奖励数值需为不小于0的整数")).toBeVisible();
  await page.getByLabel("经验值 (XP)").fill("150");
  await page.getByLabel("绿宝石").fill("7");
  await page.getByLabel("钻石").fill("2");
  await page.getByRole("button", { name: "批准" }).click();
  await expect(page.getByText("已批准！玩家获得 150 经验值、7 绿宝石、2 钻石")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "GM控制台导航" }).getByLabel(/个待审核/)).toHaveCount(0);

  await openAvatarMenu(page);
  await page.getByRole("button", { name: "退出登录" }).click();
  await logIn(page, player);
  // D8: 150 XP from level 1 (100 to next) is level 2 with 50 of 200; the first approved quest
  // also unlocks 初次冒险 (+10 XP, +5 emeralds), so 60 of 200 and 12 emeralds.
  const header = page.getByRole("banner");
  await expect(header.getByLabel("等级 2")).toBeVisible();
  await expect(header.getByLabel("绿宝石 12")).toBeVisible();
  await expect(header.getByLabel("钻石 2")).toBeVisible();
  const xp = page.getByRole("progressbar", { name: "经验值" });
  await expect(xp).toHaveAttribute("aria-valuenow", "60");
  await expect(xp).toHaveAttribute("aria-valuemax", "200");
  await expect(page.getByRole("region", { name: /已完成/ }).getByRole("heading", { name: quest.name })).toBeVisible();
});
