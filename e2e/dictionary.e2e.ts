/**
 * The dictionary journeys (spec 1-core §2, §7, §8): search with tabs and counts, a character with
 * its stroke animation, word and missing pages, continue-learning links, and the classical poem
 * list with dynasty filter and paging into a poem's tabs. Public pages: no login.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from "@playwright/test";

/** The binary installs its dictionary in the background on first start: wait until it answers. */
async function waitForDictionary(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`/api/dictionary/search?query=${encodeURIComponent("明")}`)).status(), { timeout: 20_000, intervals: [250] })
    .toBe(200);
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<{ data: T; total?: number }> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return response.json();
}

const tab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label}`) });

test.beforeEach(async ({ request }) => waitForDictionary(request));

test("search 明, switch tabs, open the character, watch its strokes, and come back", async ({ page, request }) => {
  type Counts = Record<string, number>;
  const { data: all } = await apiData<{ counts: Counts }>(request, `/api/dictionary/search?query=${encodeURIComponent("明")}`);

  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "字典搜索", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: /搜索/ }).fill("明");
  await page.getByRole("button", { name: "搜索", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=%E6%98%8E$/);

  // Every tab carries its count; 全部 is selected first.
  await expect(tab(page, "全部")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "词语")).toHaveText(`词语${all.counts.words}`);
  await expect(tab(page, "成语")).toHaveText(`成语${all.counts.idioms}`);
  await expect(tab(page, "古诗文")).toHaveText(`古诗文${all.counts["classical-poems"]}`);
  await expect(page.getByRole("heading", { name: /^词语/, level: 2 })).toBeVisible();

  // A single-type tab shows 20 a page and pages on.
  await tab(page, "成语").click();
  await expect(page).toHaveURL(/type=idioms/);
  await expect(tab(page, "成语")).toHaveAttribute("aria-selected", "true");
  const idiomCards = page.locator("#dict-results a.dict-hit");
  await expect(idiomCards).toHaveCount(20);
  await expect(idiomCards.first()).toContainText("明");
  await page.getByRole("button", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/type=idioms&page=2/);
  await expect(page.getByRole("button", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");

  await tab(page, "汉字").click();
  await expect(page).toHaveURL(/type=characters/);
  await page.getByRole("link", { name: /^明 míng/ }).click();

  await expect(page).toHaveURL(/\/hanzi\/\d+$/);
  await expect(page.getByRole("heading", { name: /明/, level: 1 })).toBeVisible();
  await expect(page.getByText("左右结构")).toBeVisible();
  await expect(page.getByText("主要读音")).toBeVisible();
  // hanzi-writer draws into its target as SVG paths, fed by /api/dictionary/strokes.
  const strokes = page.getByTestId("stroke-order").locator("svg path");
  await expect.poll(() => strokes.count()).toBeGreaterThan(8);
  await expect(page.getByText("共 8 画")).toBeVisible();
  await page.getByRole("button", { name: "下一笔" }).click();
  await expect(page.getByText("第 1 / 8 画")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=%E6%98%8E&type=characters$/);
  await expect(tab(page, "汉字")).toHaveAttribute("aria-selected", "true");
});

test("a blank query makes no call; empty and failed loads say so", async ({ page }) => {
  const searches: string[] = [];
  page.on("request", (r) => r.url().includes("/api/dictionary/search") && searches.push(r.url()));
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: /搜索/ });
  await box.fill("   ");
  await box.press("Enter");
  await page.waitForTimeout(500);
  expect(searches).toEqual([]);
  await expect(page.getByText("输入一个字就能查")).toBeVisible();

  await page.goto("/search?q=zzzzqqqq");
  await expect(page.getByText("没有找到结果，请尝试其他关键词")).toBeVisible();

  await page.goto("/classical-poems?q=zzzzqqqq");
  await expect(page.getByText("未找到相关诗词，请尝试其他关键词或筛选条件")).toBeVisible();

  // The server failing: each page says so in the spec's words.
  const fail = (route: Route) => route.fulfill({ status: 500, body: "" });
  await page.route("**/api/dictionary/search**", fail);
  await page.goto(`/search?q=${encodeURIComponent("春")}`);
  await expect(page.getByText("搜索失败，请稍后重试")).toBeVisible();
  await page.route("**/api/dictionary/classical-poems?**", fail);
  await page.goto("/classical-poems");
  await expect(page.getByText("获取诗词列表失败")).toBeVisible();
  await page.route("**/api/dictionary/characters/**", fail);
  await page.goto(`/hanzi/${encodeURIComponent("春")}`);
  await expect(page.getByText("获取汉字详情失败，请稍后重试")).toBeVisible();
});

test("words, missing entries and continue-learning links", async ({ page }) => {
  await page.goto(`/cihui/${encodeURIComponent("明白")}`);
  await expect(page.getByRole("heading", { name: "明白", level: 1 })).toBeVisible();
  await expect(page.getByText("míng bái")).toBeVisible();
  await expect(page.getByText("拼音缩写 MB")).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "首页" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "搜索" })).toHaveAttribute("href", "/search");

  await page.goto(`/cihui/${encodeURIComponent("不存在的词")}`);
  await expect(page.getByText("未找到该词汇")).toBeVisible();
  await expect(page.getByRole("link", { name: "在搜索中查找「不存在的词」" })).toBeVisible();
  await page.goto("/hanzi/99999999");
  await expect(page.getByText("未找到汉字信息")).toBeVisible();
  await page.goto("/chengyu");
  await expect(page.getByText("未提供成语ID")).toBeVisible();

  await page.goto(`/character/${encodeURIComponent("春")}`);
  await expect(page).toHaveURL(/\/hanzi\/%E6%98%A5$/);
  await expect(page.getByRole("heading", { name: /春/, level: 1 })).toBeVisible();
  await page.goto("/text/1");
  await expect(page).toHaveURL(/\/ancient\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  await page.goto("/game/1");
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});

test("classical poems: dynasty filter, paging, a poem's tabs, favourite and share", async ({ page, request, context }) => {
  type Hit = { id: number; title: string };
  const { total: everything } = await apiData<Hit[]>(request, "/api/dictionary/classical-poems?limit=10");
  const { data: dynasties } = await apiData<{ dynasty: string; count: number }[]>(request, "/api/dictionary/dynasties?limit=1000");
  const tang = dynasties.find((d) => d.dynasty === "唐")!;
  const { data: tangPage2 } = await apiData<Hit[]>(request, `/api/dictionary/classical-poems?dynasty=${encodeURIComponent("唐")}&offset=10&limit=10`);

  await page.goto("/classical-poems");
  await expect(page.getByText(`共找到 ${everything} 首诗词`)).toBeVisible();
  await expect(page.locator(".dict-poem-item")).toHaveCount(10);

  await page.getByLabel("朝代").selectOption("唐");
  await expect(page).toHaveURL(/dynasty=%E5%94%90/);
  await expect(page.getByText(`共找到 ${tang.count} 首诗词`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "诗词列表分页" }).getByRole("button", { name: /^第 \d+ 页$/ })).toHaveCount(5);
  await page.getByRole("button", { name: "第 2 页" }).click();
  await expect(page).toHaveURL(/page=2/);
  const first = page.locator(".dict-poem-item").first();
  await expect(first.getByRole("heading")).toHaveText(tangPage2[0]!.title);
  await expect(first.getByRole("link", { name: /^背诵/ })).toHaveAttribute("href", `/recitation?poemId=${tangPage2[0]!.id}`);
  const tags = first.locator(".dict-tag");
  expect(await tags.count()).toBeLessThanOrEqual(4); // three tags, then +n

  // A poem that has an appreciation: find it through the list's own search.
  await page.getByRole("searchbox", { name: "搜索诗词" }).fill("山行");
  await page.getByRole("searchbox", { name: "搜索诗词" }).press("Enter");
  await expect(page).toHaveURL(/q=%E5%B1%B1%E8%A1%8C/);
  await page.locator(".dict-poem-item").getByRole("link", { name: "山行", exact: true }).first().click();
  await expect(page).toHaveURL(/\/classical-poem\/\d+$/);
  const id = page.url().split("/").pop()!;
  const { data: poem } = await apiData<{ title: string; translation: string | null; shangxi: string | null; remark: string | null }>(request, `/api/dictionary/classical-poems/${id}`);

  await expect(page.getByRole("heading", { name: poem.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "原文" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "译文" })).toHaveCount(poem.translation ? 1 : 0);
  await expect(page.getByRole("tab", { name: "注释" })).toHaveCount(poem.remark ? 1 : 0);
  expect(poem.shangxi).toBeTruthy();
  await page.getByRole("tab", { name: "赏析" }).click();
  await expect(page.getByRole("tabpanel")).toContainText(poem.shangxi!.split("\n")[0]!.trim().slice(0, 12));
  await expect(page.getByRole("link", { name: "背诵助手" })).toHaveAttribute("href", `/recitation?poemId=${id}`);

  await page.getByRole("button", { name: "收藏" }).click();
  await expect(page.getByText("已收藏（保存在这台设备上）")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "已收藏" })).toBeVisible();

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "分享" }).click();
  await expect(page.getByText("链接已复制")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.getByRole("button", { name: "← 返回" }).click();
  await expect(page).toHaveURL(/\/classical-poems\?q=%E5%B1%B1%E8%A1%8C/);
});

test("without speech synthesis, read-aloud says so and the page keeps working", async ({ page, request }) => {
  await page.addInitScript(() => {
    // As on a browser without speech: no synthesis object, no utterance constructor.
    Object.defineProperty(window, "speechSynthesis", { value: undefined });
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });
  const { data: poems } = await apiData<{ id: number; title: string }[]>(request, "/api/dictionary/classical-poems?limit=1");
  await page.goto(`/classical-poem/${poems[0]!.id}`);
  await expect(page.getByRole("heading", { name: poems[0]!.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "朗读" }).click();
  await expect(page.getByText("您的浏览器不支持语音播放功能")).toBeVisible();
  await page.getByRole("tab", { name: "原文" }).click();
  await expect(page.getByRole("tabpanel")).toBeVisible();

  await page.goto(`/hanzi/${encodeURIComponent("行")}`);
  await page.getByRole("button", { name: "朗读 háng" }).or(page.getByRole("button", { name: "朗读「行业」" })).first().click();
  await expect(page.getByText("您的浏览器不支持语音播放功能")).toBeVisible();
});
