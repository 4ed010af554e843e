import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import { VERSION } from "../../version.ts";

/** GET /api/health: answers before any account exists; reports version and database status. */
export const healthRoutes = (db: Db) => {
  const ping = db.$client.query<{ ok: number }, []>("SELECT 1 AS ok");
  return new Elysia({ name: "health" }).get("/health", ({ set }) => {
    let database: "ok" | "error" = "ok";
    try {
      ping.get();
    } catch {
      database = "error";
      set.status = 503;
    }
    return { data: { status: database === "ok" ? "ok" : "error", version: VERSION, database } };
  });
};
