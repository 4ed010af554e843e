/**
 * A search worker (see search-pool.ts): its own read-only handle on dictionary.db, its own
 * result cache, and the same searchDictionary as the main thread. Answers with the response
 * body already serialised, so the main thread only passes a string on.
 */
import { AppError } from "../../lib/errors.ts";
import { DictionaryHandle } from "./handle.ts";
import { searchDictionary, type SearchArgs } from "./search.ts";
import { warmUp } from "./warm.ts";

declare const self: Worker;

export type WorkerRequest =
  | { type: "search"; id: number; path: string; fileId: number; args: SearchArgs }
  | { type: "warm"; path: string };
export type WorkerReply =
  | { type: "ready" }
  /** Warm-up done (ms = -1: skipped, no dictionary yet). */
  | { type: "warmed"; ms: number }
  | { type: "result"; id: number; body: string }
  | { type: "error"; id: number; code: AppError["code"] | null; message: string };

let handle: DictionaryHandle | null = null;
const handleFor = (path: string) => (handle?.path === path ? handle : (handle = new DictionaryHandle(path)));
const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const m = event.data;
  if (m.type === "warm") {
    const started = performance.now();
    let db;
    try {
      db = handleFor(m.path).get();
    } catch {
      reply({ type: "warmed", ms: -1 }); // no dictionary yet: the first search opens it
      return;
    }
    void warmUp(db).then(() => reply({ type: "warmed", ms: performance.now() - started }));
    return;
  }
  try {
    const body = JSON.stringify({ data: searchDictionary(handleFor(m.path).getFile(m.fileId), m.args) });
    reply({ type: "result", id: m.id, body });
  } catch (error) {
    if (error instanceof AppError) reply({ type: "error", id: m.id, code: error.code, message: error.message });
    else reply({ type: "error", id: m.id, code: null, message: String((error as Error)?.stack ?? error) });
  }
};

reply({ type: "ready" });
