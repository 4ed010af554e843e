/** Shared helpers for the benchmarks: start the built executable, load it, read its memory. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BIN = process.env.BLOCKQUEST_BIN ?? join(import.meta.dir, "..", "..", "dist", "blockquest");

export type Running = { url: string; pid: number; dataDir: string; startMs: number; stop: () => void };

/** Starts the executable on a fresh data folder and measures start → first health answer. */
export async function startServer(port: number, dataDir = mkdtempSync(join(tmpdir(), "blockquest-bench-"))): Promise<Running> {
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
  return { url, pid: proc.pid, dataDir, startMs: performance.now() - started, stop: () => proc.kill() };
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
