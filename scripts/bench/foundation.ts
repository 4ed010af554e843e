/**
 * `bun run bench`: the foundation's figures against the built executable (bun run build first).
 * Each figure is the median of several runs; goals are printed beside them, not asserted.
 */
import { median, postJson, rssMb, startServer, throughput } from "./lib.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 4300;

// Start-up: a fresh data folder each time (migrations included), start → first health answer.
const startTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const s = await startServer(PORT + 1 + i);
  startTimes.push(s.startMs);
  s.stop();
}

const server = await startServer(PORT);
await Bun.sleep(1500);
const idleRss = rssMb(server.pid);

const gm = await postJson(`${server.url}/api/auth/register`, { email: "gm@bench.local", password: "benchpass", name: "老师" });
const token: string = gm.data.token;
const players = await Promise.all(
  Array.from({ length: 35 }, (_, i) =>
    postJson(`${server.url}/api/auth/register`, { email: `p${i}@bench.local`, password: "benchpass", name: `玩家${i}`, username: `bench_${i}` }),
  ),
);

const health: number[] = [];
const me: number[] = [];
for (let i = 0; i < RUNS; i++) {
  health.push(await throughput(server.url, "/api/health", { seconds: SECONDS }));
  me.push(await throughput(server.url, "/api/users/me", { seconds: SECONDS, token }));
}

const loginWalls: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  await Promise.all(players.map((_, n) => postJson(`${server.url}/api/auth/login`, { email: `bench_${n}@blockquest.local`, password: "benchpass" })));
  loginWalls.push(performance.now() - started);
}
const peakRss = rssMb(server.pid);
server.stop();

const rows = [
  ["GET /api/health", `${median(health).toFixed(0)} req/s`, ""],
  ["GET /api/users/me (auth)", `${median(me).toFixed(0)} req/s`, `${((median(me) / median(health)) * 100).toFixed(0)} % of health (goal ≥ 50 %)`],
  ["35 simultaneous logins", `${median(loginWalls).toFixed(0)} ms wall`, "goal ≤ 2000 ms (argon2id m=12 MiB t=3)"],
  ["idle RSS", `${idleRss.toFixed(1)} MB`, "goal ≤ 80 MB"],
  ["RSS after the logins", `${peakRss.toFixed(1)} MB`, ""],
  ["start → first health answer", `${median(startTimes).toFixed(0)} ms`, "goal ≤ 500 ms"],
];
console.log(`\nBlockQuest foundation benchmark (median of ${RUNS} runs, ${SECONDS} s each, concurrency 32)`);
for (const [name, value, note] of rows) console.log(`  ${name!.padEnd(30)} ${value!.padEnd(16)} ${note}`);
