import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { fullnamesBody, idParams, updateUserBody } from "./model.ts";
import { ensureProfile, fullNames, getOwnView, getViewFor, updateUser } from "./service.ts";

/** /api/users: profiles and profile details (spec 1-core §7 Users). */
export const usersRoutes = (db: Db, auth: AuthPlugin) =>
  new Elysia({ name: "users", prefix: "/users" })
    .use(auth)
    .get("/me", ({ actor }) => ({ data: getOwnView(db, actor) }), { auth: true })
    .post(
      "/me",
      ({ actor }) => {
        ensureProfile(db, actor.id);
        return { data: getOwnView(db, actor) };
      },
      { auth: true },
    )
    .put("/me", ({ actor, body }) => ({ data: updateUser(db, actor, actor.id, body) }), {
      auth: true,
      body: updateUserBody,
    })
    .post("/fullnames", ({ actor, body }) => ({ data: fullNames(db, actor, body.userIds) }), {
      auth: true,
      body: fullnamesBody,
    })
    .get("/:id", ({ actor, params }) => ({ data: getViewFor(db, actor, params.id) }), {
      auth: true,
      params: idParams,
    })
    .put("/:id", ({ actor, params, body }) => ({ data: updateUser(db, actor, params.id, body) }), {
      auth: true,
      params: idParams,
      body: updateUserBody,
    });
