/**
 * The economy journey of issue #5: the GM stocks the reward store and adjusts a player's
 * resources with a reason; the player sees the new numbers in the header and on /progress,
 * redeems a reward in the trading post (and celebrates the first-redemption achievement); the
 * GM marks it fulfilled and the player sees the status and the GM's note; after the first
 * approved quest the 初次冒险 achievement unlocks and is celebrated on both sides.
 *
 * It runs on the "with-gm" server, whose GM was created on the box with the CLI (SEEDED_GM).
 */
import { expect, test, type Page } from "@playwright/test";
import { apiToken, createPlayerViaApi, logInViaUi, openAvatarMenu, pngFixture, SEEDED_GM, unique } from "./support.ts";

test.describe.configure({ mode: "serial" });

const id = unique();
const gm = SEEDED_GM;
const player = { name: "小蓝同学", username: `xl_${id}`, email: `xl_${id}@example.com`, password: "blue-pass-1" };
const treat = { name: `冰淇淋 ${id}`, description: "周末和家人一起吃" };
const pricey = `游乐园门票 ${id}`;
const soldOut = `限量贴纸 ${id}`;
const quest = `朗读课文 ${id}`;

async function logIn(page: Page, who: { username: string; password: string }) {
  await page.goto("/minecraft-login");
  await logInViaUi(page, who.username, who.password);
  await expect(page).toHaveURL(/\/player-dashboard$/);
}

/** Clicks through celebrations until the one for `name` shows (a new browser catches up on today's unlocks). */
async function celebrationFor(page: Page, title: string, name: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5 && !(await dialog.getByText(name, { exact: true }).isVisible()); i++) {
    await dialog.getByRole("button", { name: "下一个" }).click();
  }
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  return dialog;
}

async function dismissCelebrations(page: Page) {
  const done = page.getByRole("button", { name: /^(太棒了！|下一个)$/ });
  while (await done.first().isVisible().catch(() => false)) await done.first().click();
}

test("the GM stocks the store: validation, create, edit and the active toggle", async ({ page, request }) => {
  await createPlayerViaApi(request, await apiToken(request, gm.username, gm.password), player);
  await logIn(page, gm);
  await page.goto("/gm-dashboard");
  await page.getByRole("link", { name: "添加奖励" }).click();
  await expect(page).toHaveURL(/\/gm-dashboard\/store\/new$/);
  await expect(page.getByLabel("奖励名称 *")).toBeFocused();

  await page.getByRole("button", { name: "创建奖励" }).click();
  await expect(page.getByText("请输入奖励名称")).toBeVisible();
  await page.getByLabel("奖励名称 *").fill(treat.name);
  await page.getByLabel("绿宝石价格").fill("-1");
  await page.getByRole("button", { name: "创建奖励" }).click();
  await expect(page.getByText("请输入不小于0的整数")).toBeVisible();
  await page.getByLabel("绿宝石价格").fill("10");
  await page.getByLabel("库存").fill("1");
  await page.getByRole("button", { name: "图标 🍦" }).click();
  await page.getByLabel("奖励类型").selectOption({ label: "现实特权" });
  await page.getByRole("button", { name: "创建奖励" }).click();
  await expect(page.getByText("奖励已创建")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: treat.name });
  await expect(row).toContainText("现实特权 · 库存 1");

  await page.getByRole("button", { name: `编辑「${treat.name}」` }).click();
  await expect(page.getByLabel("奖励名称 *")).toHaveValue(treat.name);
  await page.getByLabel("奖励描述").fill(treat.description);
  await page.getByRole("button", { name: "保存修改" }).click();
  await expect(page.getByText("奖励已更新")).toBeVisible();

  const toggle = page.getByRole("switch", { name: `上架「${treat.name}」` });
  await toggle.click();
  await expect(page.getByText("奖励已停用")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText("奖励已激活")).toBeVisible();
  await expect(toggle).toBeChecked();

  // An uploaded picture as the icon: images only.
  const upload = page.getByLabel("上传图标图片");
  await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("请上传有效的图片文件")).toBeVisible();
  await upload.setInputFiles({ name: "park.png", mimeType: "image/png", buffer: pngFixture(400, 300) });
  await expect(page.getByLabel("自定义表情")).toHaveAttribute("placeholder", "已上传图片");

  // Two more: one the player cannot afford (diamonds, with the picture), one already sold out (stock 0).
  for (const [name, field, value] of [[pricey, "钻石价格", "5"], [soldOut, "库存", "0"]] as const) {
    await page.getByLabel("奖励名称 *").fill(name);
    await page.getByLabel(field).fill(value);
    await page.getByRole("button", { name: "创建奖励" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }
});

test("the GM adjusts the player's resources with a reason; the preview floors at 0", async ({ page }) => {
  await logIn(page, gm);
  await page.goto("/gm-dashboard/players");
  await page.getByRole("button", { name: `为${player.name}调整资源` }).click();
  const dialog = page.getByRole("dialog", { name: `调整资源：${player.name}` });
  const confirm = dialog.getByRole("button", { name: "确认调整" });
  await expect(confirm).toBeDisabled(); // all three are zero

  await dialog.getByLabel("绿宝石调整").fill("-5");
  await expect(dialog.getByRole("table", { name: "调整预览" }).getByRole("row").filter({ hasText: "绿宝石" })).toContainText("0-50");
  await dialog.getByLabel("经验值调整").fill("150");
  await dialog.getByLabel("绿宝石调整").fill("25");
  await expect(dialog.getByRole("row").filter({ hasText: "等级" })).toContainText("Lv.2 · 50/200");
  await confirm.click();
  await expect(dialog.getByText("请输入调整原因")).toBeVisible();
  await dialog.getByLabel("调整原因").fill("期中考试进步");
  await confirm.click();
  await expect(page.getByText(`已为 ${player.name} 调整资源`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: player.username })).toContainText("Lv.2");
});

test("the player sees the new numbers, and redeems a reward in the trading post", async ({ page }) => {
  await logIn(page, player);
  const header = page.getByRole("banner");
  await expect(header.getByLabel("等级 2")).toBeVisible();
  await expect(header.getByLabel("绿宝石 25")).toBeVisible();

  await page.goto("/progress");
  await expect(page.getByRole("heading", { name: "成长记录" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "经验值" }).first()).toHaveAttribute("aria-valuenow", "50");
  const history = page.getByRole("region", { name: "奖励记录" });
  await expect(history.getByRole("listitem").filter({ hasText: "期中考试进步" })).toContainText("GM调整资源");
  await expect(page.getByRole("listitem", { name: "初次冒险，未解锁" }).getByRole("progressbar")).toHaveAttribute("aria-valuetext", "0/1");

  await page.getByRole("link", { name: "交易所", exact: true }).click();
  await expect(page.getByRole("heading", { name: "村民交易所" })).toBeVisible();
  const card = (name: string) => page.getByRole("article").filter({ hasText: name });
  await expect(card(pricey).getByRole("button", { name: "资源不足" })).toBeDisabled();
  await expect(card(soldOut).getByRole("button", { name: "已售罄" })).toBeDisabled();
  const picture = card(pricey).locator(".reward-icon img");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0); // the GM's picture loads for the player
  await page.getByRole("tab", { name: "虚拟物品" }).click();
  await expect(card(treat.name)).toHaveCount(0); // a real-world privilege
  await page.getByRole("tab", { name: "全部" }).click();

  await card(treat.name).getByRole("button", { name: `兑换「${treat.name}」` }).click();
  const confirm = page.getByRole("dialog", { name: "确认兑换" });
  await expect(confirm.getByText("25 → 15")).toBeVisible();
  await confirm.getByRole("button", { name: "确认兑换" }).click();
  await expect(page.getByText(`成功兑换 ${treat.name}！`)).toBeVisible();
  await expect(header.getByLabel("绿宝石 15")).toBeVisible();

  const celebration = await celebrationFor(page, "成就解锁！", "第一次兑换");
  await celebration.getByRole("button", { name: "太棒了！" }).click();
  // The list refreshes after 1 s: the last one in stock is gone.
  await expect(card(treat.name).getByRole("button", { name: "已售罄" })).toBeDisabled();
  const mine = page.getByRole("region", { name: "我的兑换" });
  await expect(mine.getByRole("listitem").filter({ hasText: treat.name })).toContainText("待GM处理");
});

test("the GM sees the pending count and marks the redemption fulfilled", async ({ page }) => {
  await logIn(page, gm);
  // A failed load says so and offers a retry.
  await page.route("**/api/rewards/pending*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }));
  await page.goto("/gm-dashboard/rewards");
  await expect(page.getByText("获取奖励记录失败")).toBeVisible();
  await page.unroute("**/api/rewards/pending*");
  await page.getByRole("button", { name: "重试" }).click();
  await expect(page.getByText("获取奖励记录失败")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `处理「${player.name}」的「${treat.name}」` })).toBeVisible();

  await page.goto("/gm-dashboard");
  const nav = page.getByRole("navigation", { name: "GM控制台导航" });
  await expect(nav.getByLabel(/个待处理兑换$/)).toHaveText("1");
  await nav.getByRole("link", { name: /兑换处理/ }).click();
  await expect(page.getByRole("tab", { name: "待处理 (1)" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `处理「${player.name}」的「${treat.name}」` }).click();
  const dialog = page.getByRole("dialog", { name: "处理兑换" });
  await expect(dialog.getByRole("button", { name: "应用虚拟物品" })).toHaveCount(0); // a real-world privilege
  await dialog.getByLabel("GM备注（可选）").fill("周六下午一起去买");
  await dialog.getByRole("button", { name: "标记为已兑现" }).click();
  await expect(page.getByText("奖励已标记为已兑现")).toBeVisible();
  await expect(page.getByText("没有等待处理的兑换。")).toBeVisible();
  await expect(nav.getByLabel(/个待处理兑换$/)).toHaveCount(0);

  await page.getByRole("tab", { name: "已完成" }).click();
  const done = page.getByRole("listitem", { name: `${player.name}：${treat.name}` });
  await expect(done).toContainText("已兑现");
  await expect(done).toContainText("备注：周六下午一起去买");
});

test("the player sees the redemption fulfilled, with the GM's note", async ({ page }) => {
  await logIn(page, player);
  // A browser that has not seen today's unlock yet celebrates it.
  await (await celebrationFor(page, "成就解锁！", "第一次兑换")).getByRole("button", { name: "太棒了！" }).click();
  await page.goto("/trading-post");
  const row = page.getByRole("region", { name: "我的兑换" }).getByRole("listitem").filter({ hasText: treat.name });
  await expect(row).toContainText("已兑现");
  await expect(row).toContainText("GM备注：周六下午一起去买");
});

test("the first approved quest unlocks 初次冒险, celebrated for the GM and the player", async ({ page, request }) => {
  const gmToken = await apiToken(request, gm.username, gm.password);
  const kidToken = await apiToken(request, player.username, player.password);
  const template = await request.post("/api/tasks/templates", { headers: { authorization: `Bearer ${gmToken}` }, data: { name: quest, xp_reward: 10, emeralds_reward: 2 } });
  expect(template.ok(), await template.text()).toBeTruthy();
  const kid = { authorization: `Bearer ${kidToken}` };
  const accepted = await request.post("/api/tasks/instances", { headers: kid, data: { source_type: "TEMPLATE_QUEST", task_template_id: (await template.json()).data.id } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const submitted = await request.put(`/api/tasks/instances/${(await accepted.json()).data.id}/submit`, { headers: kid, data: { notes: "读了三遍" } });
  expect(submitted.ok(), await submitted.text()).toBeTruthy();

  await logIn(page, gm);
  await page.goto("/gm-dashboard/submissions");
  await page.getByRole("link", { name: `审核「${quest}」` }).click();
  await page.getByRole("button", { name: "批准" }).click();
  const forGm = await celebrationFor(page, "玩家解锁了成就！", "初次冒险");
  await expect(forGm.getByText(player.name, { exact: true })).toBeVisible();
  await forGm.getByRole("button", { name: "太棒了！" }).click();

  // The same tablet: the GM logs out and the child logs in, and still gets the celebration.
  await openAvatarMenu(page);
  await page.getByRole("button", { name: "退出登录" }).click();
  await logIn(page, player);
  const forPlayer = await celebrationFor(page, "成就解锁！", "初次冒险");
  await expect(forPlayer.getByRole("img", { name: /奖励：经验10，绿宝石5/ })).toBeVisible();
  await dismissCelebrations(page);

  await page.goto("/progress");
  const unlocked = page.getByRole("listitem", { name: "初次冒险，已解锁" });
  await expect(unlocked.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "1/1");
  await expect(page.getByRole("region", { name: "奖励记录" }).getByRole("listitem").filter({ hasText: quest })).toContainText("完成任务");
  await expect(page.getByRole("dialog", { name: "成就解锁！" })).toHaveCount(0); // celebrated once on this device
});
