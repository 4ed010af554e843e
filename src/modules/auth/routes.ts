import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import { SESSION_COOKIE, SESSION_DAYS, type AuthPlugin } from "../../lib/auth.ts";
import { clientIp } from "../../lib/client-ip.ts";
import type { LoginThrottle } from "../../lib/login-throttle.ts";
import { changePasswordBody, forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from "./model.ts";
import { changePassword, login, me, register, requestPasswordReset, resetPassword, type AuthResult } from "./service.ts";
import { revokeSession } from "./sessions.ts";

const requestMeta = (request: Request) => ({ ip: clientIp(request), userAgent: request.headers.get("user-agent") });

/** The read-only image cookie mirrors the bearer token; HttpOnly so scripts never see it. */
function sessionCookie(token: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}${secure}`;
}
const clearedCookie = `${SESSION_COOKIE}=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0`;

/** /api/auth: register, login, logout, me, passwords (spec 1-core §7 Auth, D1–D4). */
export const authRoutes = (db: Db, config: Config, auth: AuthPlugin, throttle: LoginThrottle) =>
  new Elysia({ name: "auth-routes", prefix: "/auth" })
    .use(auth)
    .post(
      "/register",
      async ({ body, request, jwt, set }) => {
        const result = await register(db, (claims) => jwt.sign(claims), body, config.registration, requestMeta(request));
        return withCookie(result, request, set);
      },
      { body: registerBody },
    )
    .post(
      "/login",
      async ({ body, request, jwt, set }) => {
        const result = await login(db, (claims) => jwt.sign(claims), throttle, body, requestMeta(request));
        return withCookie(result, request, set);
      },
      { body: loginBody },
    )
    .post(
      "/logout",
      ({ actor, set }) => {
        revokeSession(db, actor.sessionId);
        set.headers["set-cookie"] = clearedCookie;
        return { data: { success: true } };
      },
      { auth: true },
    )
    .get("/me", ({ actor }) => ({ data: me(db, actor) }), { auth: true })
    .post(
      "/change-password",
      async ({ actor, body }) => {
        await changePassword(db, actor, body);
        return { data: { success: true } };
      },
      { auth: true, body: changePasswordBody },
    )
    .post(
      "/forgot-password",
      ({ body }) => {
        requestPasswordReset(db, body.email);
        return { data: { success: true } };
      },
      { body: forgotPasswordBody },
    )
    .post(
      "/reset-password",
      async ({ body, request, jwt, set }) => {
        const result = await resetPassword(db, (claims) => jwt.sign(claims), throttle, body, requestMeta(request));
        return withCookie(result, request, set);
      },
      { body: resetPasswordBody },
    );

function withCookie(result: AuthResult, request: Request, set: { headers: Record<string, unknown> }) {
  set.headers["set-cookie"] = sessionCookie(result.token, request);
  return { data: result };
}
