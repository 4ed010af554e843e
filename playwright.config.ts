import { defineConfig } from "@playwright/test";

/**
 * Browser journeys against the compiled executable (run `bun run build` first; `bun run test`
 * does). Debian's Chromium is used because Playwright cannot download browsers here. Each run
 * starts dist/blockquest twice, each on a fresh temporary data folder (see `projects`).
 */
const FRESH_PORT = Number(process.env.E2E_PORT ?? 4173);
const SEEDED_PORT = FRESH_PORT + 1;

/** The GM the seeded server is given on the box with the CLI, as a tutor would (SEEDED_GM in e2e/support.ts). */
const SEEDED_GM = "--role GM --name 测试老师 --username e2e_gm --email e2e_gm@example.com --password e2e-gm-pass";

const server = (port: number, before = "") => ({
  // The data folder is removed when Playwright stops the server.
  command: `bash -c 'd=$(mktemp -d /tmp/blockquest-e2e.XXXXXX) && trap "rm -rf $d" EXIT && ${before}./dist/blockquest serve --data-dir "$d" --port ${port} --host 127.0.0.1 & pid=$!; trap "kill $pid; wait $pid; rm -rf $d" TERM INT; wait $pid'`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The machine has no internet: without these Chromium keeps trying to reach Google.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Two servers: a fresh one, where the journey that registers the very first account (the GM,
  // D1) runs, and one whose GM was created with the CLI before it started, for every other
  // journey, so no test depends on which file ran first.
  projects: [
    { name: "first-run", testMatch: "account-journey.e2e.ts", use: { baseURL: `http://127.0.0.1:${FRESH_PORT}` } },
    { name: "with-gm", testIgnore: "account-journey.e2e.ts", use: { baseURL: `http://127.0.0.1:${SEEDED_PORT}` } },
  ],
  webServer: [
    server(FRESH_PORT),
    server(SEEDED_PORT, `./dist/blockquest user create ${SEEDED_GM} --data-dir "$d" >/dev/null && `),
  ],
});
