/**
 * `bun scripts/bench/quests.ts` (after `bun run build`): the quest figures of issue #4 against
 * the built executable. Seeds 50 players × 1,000 task instances into a temp data folder, then
 * measures GET /api/tasks/instances for one player's day and history pages (p50/p99 and req/s
 * at concurrency 32, as a ratio to /api/health in the same run) and 32 concurrent approvals of
 * different tasks. Goals are printed beside the figures, not asserted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../db/client.ts";
import { taskInstances, taskTemplates } from "../../db/schema/index.ts";
import { seedDefaults } from "../../db/seed/task-defaults.ts";
import { testConfig } from "../../src/config.ts";
import { openAppDb } from "../../src/data-dir.ts";
import { hashPassword } from "../../src/lib/password.ts";
import { addDays, endOfLocalDay, localDate } from "../../src/lib/time.ts";
import { insertAccount } from "../../src/modules/users/service.ts";
import { median, percentile, postJson, startServer } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 32;
const PLAYERS = 50;
const PER_PLAYER = 1000;
const PORT = 4400 + Math.floor(Math.random() * 400);
const ZONE = "Asia/Shanghai";
const PASSWORD = "benchpass";

type Seeded = { dataDir: string; pending: string[][]; historyDay: string };

/** Fills a fresh data folder: one GM, 50 players, 1,000 tasks each, in one transaction. */
async function seed(): Promise<Seeded> {
  const dataDir = mkdtempSync(join(tmpdir(), "blockquest-quests-bench-"));
  const db = openAppDb(testConfig({ dataDir, timezone: ZONE }));
  const hash = await hashPassword(PASSWORD);
  const started = performance.now();
  const now = new Date();
  const today = localDate(now, ZONE);
  const stamp = now.toISOString();
  const gmId = insertAccount(db, { email: "gm@bench.local", username: "bench_gm", name: "老师", password_hash: hash, role: "GM" });
  seedDefaults(db);
  const templateIds = ["背诵古诗", "口算练习", "英语单词", "阅读30分钟", "整理房间"].map((name) => {
    const id = crypto.randomUUID();
    db.insert(taskTemplates).values({ id, gm_id: gmId, name, description: `${name}（基准）`, created_at: stamp, updated_at: stamp }).run();
    return id;
  });
  const pending: string[][] = Array.from({ length: RUNS }, () => []);
  db.transaction((tx) => {
    for (let p = 0; p < PLAYERS; p++) {
      const playerId = insertAccount(tx, { email: `p${p}@bench.local`, username: `bench_${p}`, name: `玩家${p}`, password_hash: hash, role: "PLAYER", gm_id: gmId });
      const rows: (typeof taskInstances.$inferInsert)[] = [];
      for (let i = 0; i < PER_PLAYER; i++) {
        // Five tasks a day going back 200 days; today's are open, a few recent ones await review.
        const day = addDays(today, -Math.floor(i / 5));
        const due = endOfLocalDay(day, ZONE).toISOString();
        const created = new Date(Date.parse(due) - 14 * 3_600_000).toISOString();
        const reviewRun = i >= 5 && i < 5 + RUNS ? i - 5 : -1;
        const status = i < 5 ? (i % 2 ? "ACCEPTED" : "PENDING_ACCEPTANCE") : reviewRun >= 0 ? "PENDING_REVIEW" : "COMPLETED";
        const id = crypto.randomUUID();
        if (reviewRun >= 0 && p < CONCURRENCY) pending[reviewRun]!.push(id);
        rows.push({
          id,
          player_id: playerId,
          task_template_id: i % 4 === 3 ? null : templateIds[i % templateIds.length]!,
          status,
          source_type: i % 4 === 3 ? "GM_ADDED_DAILY" : "TEMPLATE_QUEST",
          gm_added_name: i % 4 === 3 ? `额外任务${i}` : null,
          gm_added_xp_reward: i % 4 === 3 ? 10 : null,
          accepted_at: status === "PENDING_ACCEPTANCE" ? null : created,
          due_date: due,
          submitted_at: status === "PENDING_REVIEW" || status === "COMPLETED" ? created : null,
          notes_by_player: status === "PENDING_REVIEW" || status === "COMPLETED" ? "完成了，请老师检查" : null,
          completed_at: status === "COMPLETED" ? created : null,
          rewarded_at: status === "COMPLETED" ? created : null,
          created_by: gmId,
          created_at: created,
          updated_at: created,
        });
      }
      for (let i = 0; i < rows.length; i += 250) tx.insert(taskInstances).values(rows.slice(i, i + 250)).run();
    }
  });
  db.$client.exec("ANALYZE");
  db.$client.close();
  console.log(`seeded ${PLAYERS} players × ${PER_PLAYER} tasks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { dataDir, pending, historyDay: addDays(today, -30) };
}

type Load = { rps: number; p50: number; p99: number };

/** A closed loop of `CONCURRENCY` fetchers for `SECONDS`, recording each request's latency. */
async function load(url: string, path: string, token?: string, anyStatus = false): Promise<Load> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${url}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok && !anyStatus) throw new Error(`${path} answered ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function approveAll(url: string, token: string, ids: string[]): Promise<number> {
  const started = performance.now();
  const results = await Promise.all(
    ids.map(async (id) => {
      const res = await fetch(`${url}/api/tasks/instances/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: "COMPLETED", notes_by_gm: "很好" }),
      });
      const body = (await res.json()) as any;
      return res.ok && body.data.status === "COMPLETED" && body.data.award !== null;
    }),
  );
  const wall = performance.now() - started;
  const committed = results.filter(Boolean).length;
  if (committed !== ids.length) throw new Error(`only ${committed} of ${ids.length} approvals committed`);
  return wall;
}

const loadBefore = loadavg();
const seeded = await seed();
const server = await startServer(PORT, seeded.dataDir);
const gmToken: string = (await postJson(`${server.url}/api/auth/login`, { email: "bench_gm", password: PASSWORD })).data.token;
const kidToken: string = (await postJson(`${server.url}/api/auth/login`, { email: "bench_0", password: PASSWORD })).data.token;

const PATHS = {
  day: "/api/tasks/instances?date=today&include_overdue=true",
  historyDay: `/api/tasks/instances?date=${seeded.historyDay}`,
  historyAll: "/api/tasks/instances?limit=50&offset=50",
};
const sizes = Object.fromEntries(
  await Promise.all(
    Object.entries(PATHS).map(async ([k, p]) => [k, ((await (await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${kidToken}` } })).json()) as any).data.length]),
  ),
);
await load(server.url, "/api/health"); // warm-up

// References for the same run: the cheapest authenticated answer (a 404 after the session check)
// and the foundation's GET /api/users/me.
const REFERENCES = { authFloor: "/api/tasks/instances/00000000-missing", me: "/api/users/me" };
const runs: Record<"health" | keyof typeof PATHS | keyof typeof REFERENCES, Load[]> = { health: [], day: [], historyDay: [], historyAll: [], authFloor: [], me: [] };
const approvals: number[] = [];
for (let r = 0; r < RUNS; r++) {
  runs.health.push(await load(server.url, "/api/health"));
  for (const [key, path] of Object.entries(PATHS)) runs[key as keyof typeof PATHS].push(await load(server.url, path, kidToken));
  for (const [key, path] of Object.entries(REFERENCES)) runs[key as keyof typeof REFERENCES].push(await load(server.url, path, kidToken, true));
  approvals.push(await approveAll(server.url, gmToken, seeded.pending[r]!));
}
server.stop();
await Bun.sleep(200);

// Every approval must have left its reward log (committed, not just answered).
const check = openDb(join(seeded.dataDir, "app.db"));
// Only the approvals' own lines: achievements unlocked by them write lines of their own.
const logged = (check.$client.query("SELECT count(*) AS n FROM reward_logs WHERE source_type = 'TASK_INSTANCE'").get() as { n: number }).n;
check.$client.close();
rmSync(seeded.dataDir, { recursive: true, force: true });
if (logged !== RUNS * CONCURRENCY) throw new Error(`expected ${RUNS * CONCURRENCY} reward logs, found ${logged}`);

const med = (list: Load[], k: keyof Load) => median(list.map((l) => l[k]));
const healthRps = med(runs.health, "rps");
const row = (name: string, list: Load[], note: "goal" | "ratio" | "none" = "goal") =>
  `  ${name.padEnd(50)} ${med(list, "rps").toFixed(0).padStart(6)} req/s  p50 ${med(list, "p50").toFixed(1).padStart(5)} ms  p99 ${med(list, "p99").toFixed(1).padStart(6)} ms` +
  (note === "none" ? "" : `  ${((med(list, "rps") / healthRps) * 100).toFixed(0)} % of health${note === "goal" ? " (goal ≥ 40 %)" : ""}`);

console.log(`\nBlockQuest quests benchmark: ${PLAYERS} players × ${PER_PLAYER} tasks, concurrency ${CONCURRENCY}, median of ${RUNS} runs of ${SECONDS} s`);
console.log(row("GET /api/health", runs.health, "none"));
console.log(row(`player's day (${sizes.day} tasks)`, runs.day));
console.log(row(`history, one past day (${sizes.historyDay} tasks)`, runs.historyDay));
console.log(row(`history, show-all page 2 (${sizes.historyAll} tasks)`, runs.historyAll));
console.log(row("reference: authenticated 404 (session check only)", runs.authFloor, "ratio"));
console.log(row("reference: GET /api/users/me", runs.me, "ratio"));
console.log(`  ${"32 concurrent approvals (all committed)".padEnd(50)} ${median(approvals).toFixed(0).padStart(6)} ms wall (runs: ${approvals.map((a) => a.toFixed(0)).join(", ")}; ${logged} reward logs)`);
console.log(`  load average before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
