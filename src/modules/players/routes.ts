import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { addPlayerBody, gmParams, idParams } from "./model.ts";
import { addPlayer, issueResetCode, listManagedPlayers, listResetRequests } from "./service.ts";

/** /api/users/managed-players, /gm/{gmId}/players, /players, /{id}/reset-code, /password-reset-requests (3-gm §7, D3). */
export const playersRoutes = (db: Db, config: Config, auth: AuthPlugin) => {
  // Links are printed for the child, so they should name the address the box is reached at.
  const baseUrl = (request: Request) => config.publicUrl ?? new URL(request.url).origin;
  return new Elysia({ name: "players", prefix: "/users" })
    .use(auth)
    .get("/managed-players", ({ actor }) => listManagedPlayers(db, actor), { auth: true })
    .get("/gm/:gmId/players", ({ actor, params }) => listManagedPlayers(db, actor, params.gmId), { auth: true, params: gmParams })
    .post("/players", async ({ actor, body, request }) => ({ data: await addPlayer(db, actor, body, baseUrl(request)) }), {
      auth: true,
      body: addPlayerBody,
    })
    .post("/:id/reset-code", ({ actor, params, request }) => ({ data: issueResetCode(db, actor, params.id, baseUrl(request)) }), {
      auth: true,
      params: idParams,
    })
    .get("/password-reset-requests", ({ actor }) => listResetRequests(db, actor), { auth: true });
};
