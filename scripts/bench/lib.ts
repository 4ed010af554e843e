/** Shared helpers for the benchmarks: start the built executable, load it, read its memory. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BIN = process.env.BLOCKQUEST_BIN ?? join(import.meta.dir, "..", "..", "dist", "blockquest");

export type Running = { url: string; pid: number; dataDir: string; startMs: number; stop: () => void };

/** Starts the executable on a fresh data folder and measures start → first health answer. */
export async function startServer(port: number, givenDir?: string): Promise<Running> {
  const ownDir = !givenDir;
  const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), "blockquest-bench-"));
  const started = performance.now();
  const proc = Bun.spawn([BIN, "serve", "--data-dir", dataDir, "--port", String(port), "--host", "127.0.0.1"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    if (performance.now() - started > 10_000) throw new Error("server did not start within 10 s");
    await Bun.sleep(2);
  }
  const stop = () => {
    proc.kill();
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: proc.pid, dataDir, startMs: performance.now() - started, stop };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const hasWrk = Bun.spawnSync(["sh", "-c", "command -v wrk"]).exitCode === 0;

/**
 * Requests per second for GETs of `path` at `connections` concurrency for `seconds`: wrk when
 * installed (it does not compete with the server for CPU as much), else a fetch loop.
 */
export async function throughput(url: string, path: string, opts: { seconds?: number; connections?: number; token?: string } = {}): Promise<number> {
  const seconds = opts.seconds ?? 5;
  const connections = opts.connections ?? 32;
  if (hasWrk) {
    const header = opts.token ? ["-H", `Authorization: Bearer ${opts.token}`] : [];
    const run = Bun.spawnSync(["wrk", "-t2", `-c${connections}`, `-d${seconds}s`, ...header, `${url}${path}`], { stdout: "pipe" });
    const out = run.stdout.toString();
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
    if (/Non-2xx/.test(out)) throw new Error(`non-2xx answers from ${path}:\n${out}`);
    return rps;
  }
  const headers = opts.token ? { authorization: `Bearer ${opts.token}` } : undefined;
  const end = performance.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const res = await fetch(`${url}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        count++;
      }
    }),
  );
  return count / seconds;
}

export async function postJson(url: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

export type Sample = { tag: string; ms: number };

/**
 * A closed-loop load of `concurrency` clients, each sending the next request from `requests`
 * (round robin) until `seconds` pass or, with `once`, until every request was sent once.
 * Records each request's latency under its tag; fails loudly on a non-2xx answer.
 */
export async function loadLoop(
  base: string,
  requests: { tag: string; path: string }[],
  opts: { seconds?: number; concurrency?: number; once?: boolean },
): Promise<{ samples: Sample[]; seconds: number }> {
  const concurrency = opts.concurrency ?? 32;
  const end = performance.now() + (opts.seconds ?? 5) * 1000;
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        if (opts.once ? next >= requests.length : performance.now() >= end) return;
        const request = requests[next++ % requests.length]!;
        const t0 = performance.now();
        const res = await fetch(base + request.path);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${request.path} answered ${res.status}`);
        samples.push({ tag: request.tag, ms: performance.now() - t0 });
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** p50/p99 per tag and overall, as printable rows. */
export function latencyRows(samples: Sample[]): { tag: string; n: number; p50: number; p99: number }[] {
  const tags = [...new Set(samples.map((s) => s.tag))];
  const row = (tag: string, list: number[]) => ({ tag, n: list.length, p50: percentile(list, 50), p99: percentile(list, 99) });
  return [...tags.map((tag) => row(tag, samples.filter((s) => s.tag === tag).map((s) => s.ms))), row("all", samples.map((s) => s.ms))];
}
