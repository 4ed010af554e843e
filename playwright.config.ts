import { defineConfig } from "@playwright/test";

/**
 * Browser journeys against the compiled executable (run `bun run build` first; `bun run test`
 * does). Debian's Chromium is used because Playwright cannot download browsers here. Each run
 * starts dist/blockquest on a fresh temporary data folder, so the first account registered in
 * a run becomes the GM (D1).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: `bash -c 'd=$(mktemp -d /tmp/blockquest-e2e.XXXXXX) && exec ./dist/blockquest serve --data-dir "$d" --port ${PORT} --host 127.0.0.1'`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
