/** Shared helpers for the browser journeys (not a test file: it does not end in .e2e.ts). */
import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** A short unique suffix, so journeys never collide on names or e-mails within one server run. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The GM that playwright.config.ts creates with the CLI on the "with-gm" server before it starts. */
export const SEEDED_GM = { username: "e2e_gm", email: "e2e_gm@example.com", password: "e2e-gm-pass" } as const;

export type Account = { name: string; username: string; email: string; password: string; role: "GM" | "PLAYER" };

/**
 * Registers an account through the API. The first account of a fresh server becomes the GM
 * (D1); a journey that needs a PLAYER asks for one and gets a second account if it was first.
 */
export async function registerViaApi(request: APIRequestContext, want: "PLAYER" | "ANY" = "PLAYER"): Promise<Account> {
  const id = unique();
  const account = { name: "测试玩家", username: `p_${id}`, email: `p_${id}@example.com`, password: "secret-1" };
  const response = await request.post("/api/auth/register", { data: account });
  expect(response.ok(), await response.text()).toBeTruthy();
  const role = (await response.json()).data.profile.role as Account["role"];
  if (want === "PLAYER" && role === "GM") return registerViaApi(request, want);
  return { ...account, role };
}

/** Logs in through the /minecraft-login form. */
export async function logInViaUi(page: Page, nameOrEmail: string, password: string): Promise<void> {
  await page.getByLabel("玩家名").fill(nameOrEmail);
  await page.getByLabel("通行暗号").fill(password);
  await page.getByRole("button", { name: "开始游戏" }).click();
}

/** Opens the avatar menu in the player header. */
export async function openAvatarMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: /的菜单$/ }).click();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of the given size (green top, brown bottom), made in memory for upload tests. */
export function pngFixture(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, default compression/filter/interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB pixels
    const [r, g, b] = y < height / 3 ? [93, 140, 58] : [134, 96, 67];
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}

/** Logs in through the API and answers the token (for setting up a journey's data quickly). */
export async function apiToken(request: APIRequestContext, nameOrEmail: string, password: string): Promise<string> {
  const email = nameOrEmail.includes("@") ? nameOrEmail : `${nameOrEmail}@blockquest.local`;
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).data.token as string;
}

/**
 * A player of `gmToken`'s GM, ready to log in: created with the one-time setup code (D3) and
 * given a password by redeeming it, as the quests journey does through the screens.
 */
export async function createPlayerViaApi(request: APIRequestContext, gmToken: string, player: { name: string; username: string; email: string; password: string }): Promise<string> {
  const headers = { authorization: `Bearer ${gmToken}` };
  const created = await request.post("/api/users/players", { headers, data: { email: player.email, username: player.username, name: player.name } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { player: row, setup_code } = (await created.json()).data;
  const reset = await request.post("/api/auth/reset-password", { data: { email: player.username, code: setup_code, new_password: player.password } });
  expect(reset.ok(), await reset.text()).toBeTruthy();
  return row.id as string;
}
