import { availableParallelism } from "node:os";
import { AppError } from "../../lib/errors.ts";
import { log } from "../../lib/log.ts";
import type { DictionaryHandle } from "./handle.ts";
import { searchDictionary, type SearchArgs } from "./search.ts";
import type { WorkerReply, WorkerRequest } from "./search-worker.ts";
import { warmUp } from "./warm.ts";

/**
 * The worker's entry point. From source, the file beside this one. In the compiled executable,
 * the copy bundled into it: scripts/build.ts passes src/modules/dictionary/search-worker.ts to
 * `bun build --compile` as a second entry point, which Bun embeds under its path from the common
 * root of the entry points (the repository). An executable built without it has no workers and
 * searches on the main thread.
 */
const WORKER_ENTRY = import.meta.url.includes("/$bunfs/")
  ? "/$bunfs/root/src/modules/dictionary/search-worker.js"
  : new URL("./search-worker.ts", import.meta.url).href;

/** Response bodies kept on the main thread (serialised answers, a few KB each). */
const BODY_CACHE_SIZE = 1000;

type Pending = { resolve: (body: string) => void; reject: (error: unknown) => void };
type Slot = { worker: Worker; ready: boolean; inFlight: Map<number, Pending>; started: Promise<void> };

/**
 * How many search workers to run: BLOCKQUEST_SEARCH_WORKERS when set (0 = search on the main
 * thread), else one per core, at most 4. None under `bun test`.
 */
export function searchWorkerCount(): number {
  const configured = process.env.BLOCKQUEST_SEARCH_WORKERS;
  if (configured !== undefined && configured !== "") {
    const n = Number(configured);
    return Number.isInteger(n) && n >= 0 ? Math.min(n, 16) : 0;
  }
  if (process.env.NODE_ENV === "test") return 0;
  return Math.min(4, Math.max(1, availableParallelism()));
}

/**
 * Dictionary search for the HTTP route: answers the response body (`{"data": …}` as JSON).
 *
 * Searches run on a small pool of Bun workers, each with its own read-only handle on the same
 * file, so every core serves searches while the main thread keeps answering HTTP; each request
 * goes to the worker with the fewest searches in flight. Answers are kept here as serialised
 * bodies (keyed by the file and the raw arguments), so a repeated search costs a Map lookup and
 * no JSON work. Without workers (none configured, or none could start, as in an executable
 * built without the worker entry point) the search runs on the main thread: same answers.
 */
export class DictionarySearch {
  private slots: Slot[] = [];
  private starting: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private bodies = new Map<string, string>();

  constructor(
    private readonly handle: DictionaryHandle,
    private readonly workers = searchWorkerCount(),
  ) {}

  /**
   * Starts the workers, each of which then warms its handle (warm.ts), or warms the main
   * thread's handle when it searches itself. routes.ts calls this once the server is up (not
   * under `bun test`); until a worker is ready its share of searches runs on the main thread.
   */
  start(): void {
    try {
      this.handle.get(); // open it here too: the route asks the handle which file is current
    } catch {
      // no dictionary yet
    }
    if (this.workers > 0) {
      for (let i = 0; i < this.workers; i++) this.spawn();
      this.starting = Promise.all(this.slots.map((s) => s.started));
      return;
    }
    this.warmMainThread();
  }

  /** Resolves once start() has finished: every worker warmed (or gone), or the main thread warmed. */
  whenStarted(): Promise<unknown> {
    return this.starting;
  }

  private warmMainThread(): void {
    let db;
    try {
      db = this.handle.get();
    } catch {
      return; // no dictionary yet
    }
    this.starting = warmUp(db);
  }

  /** The response body for a search; throws AppError (400, 404) like searchDictionary. */
  async search(args: SearchArgs): Promise<string> {
    const db = this.handle.get(); // 404 while no dictionary is installed; notices a re-seeded file
    const fileId = this.handle.fileId;
    const key = JSON.stringify([fileId, args.query, args.types, args.limit, args.page]);
    const cached = this.bodies.get(key);
    if (cached !== undefined) {
      this.bodies.delete(key);
      this.bodies.set(key, cached);
      return cached;
    }
    const slot = this.pick();
    const body = slot ? await this.send(slot, args, fileId) : JSON.stringify({ data: searchDictionary(db, args) });
    this.bodies.set(key, body);
    if (this.bodies.size > BODY_CACHE_SIZE) this.bodies.delete(this.bodies.keys().next().value!);
    return body;
  }

  /** Drops the serialised answers kept here (after the warm-up, which must not leave any). */
  forgetBodies(): void {
    this.bodies.clear();
  }

  /** Stops the workers (tests; the process exiting stops them anyway). */
  stop(): void {
    for (const slot of this.slots) slot.worker.terminate();
    this.slots = [];
  }

  private pick(): Slot | null {
    let best: Slot | null = null;
    for (const slot of this.slots) if (slot.ready && (!best || slot.inFlight.size < best.inFlight.size)) best = slot;
    return best;
  }

  private send(slot: Slot, args: SearchArgs, fileId: number): Promise<string> {
    const id = this.nextId++;
    const request: WorkerRequest = {
      type: "search",
      id,
      path: this.handle.path,
      fileId,
      args: { query: args.query, types: args.types, limit: args.limit, page: args.page },
    };
    return new Promise((resolve, reject) => {
      slot.inFlight.set(id, { resolve, reject });
      slot.worker.postMessage(request);
    });
  }

  private spawn(): void {
    let worker: Worker;
    try {
      worker = new Worker(WORKER_ENTRY);
    } catch (error) {
      log.error("search worker could not start; searching on the main thread", error);
      return;
    }
    (worker as Worker & { unref(): void }).unref();
    let started!: () => void;
    const slot: Slot = { worker, ready: false, inFlight: new Map(), started: new Promise<void>((resolve) => (started = resolve)) };
    this.slots.push(slot);
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const m = event.data;
      if (m.type === "ready") {
        slot.ready = true;
        worker.postMessage({ type: "warm", path: this.handle.path } satisfies WorkerRequest);
        return;
      }
      if (m.type === "warmed") {
        if (m.ms >= 0 && process.env.NODE_ENV !== "test") log.info(`search worker ready, warmed in ${Math.round(m.ms)} ms`);
        started();
        return;
      }
      const pending = slot.inFlight.get(m.id);
      if (!pending) return;
      slot.inFlight.delete(m.id);
      if (m.type === "result") pending.resolve(m.body);
      else pending.reject(m.code ? new AppError(m.code, m.message) : new Error(`search worker: ${m.message}`));
    };
    // A worker that fails (or never loads) leaves the pool; its searches fail with a 500 and
    // later ones go to the others, or to the main thread when none is left.
    const drop = (reason: unknown) => {
      const at = this.slots.indexOf(slot);
      if (at < 0) return;
      this.slots.splice(at, 1);
      for (const pending of slot.inFlight.values()) pending.reject(new Error(`search worker stopped: ${String(reason)}`));
      slot.inFlight.clear();
      worker.terminate();
      started();
      if (slot.ready) log.error("a search worker stopped; searching on the others (or the main thread)", reason);
      else if (this.slots.length === 0) {
        log.warn(`search workers did not load (${WORKER_ENTRY}: ${String(reason).split("\n")[0]}); searching on the main thread`);
        this.warmMainThread();
      }
    };
    worker.onerror = (event) => drop((event as ErrorEvent).message ?? event);
    worker.addEventListener("close", () => drop("closed"));
  }
}
