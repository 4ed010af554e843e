import { jwt } from "@elysiajs/jwt";
import { Elysia } from "elysia";
import type { Db } from "../../db/client.ts";
import type { Role } from "../../db/schema/index.ts";
import { unauthorized } from "./errors.ts";
import { sessionCache } from "./session-cache.ts";

/** Who is acting: resolved from the bearer token on every authenticated route. */
export type Actor = { id: string; email: string; role: Role; gm_id: string | null; sessionId: string };

/** How long a login lasts before the child logs in again. */
export const SESSION_DAYS = 30;
/** Same-origin cookie that lets <img src="/api/r2/image?..."> carry the login (GET only). */
export const SESSION_COOKIE = "bq_session";

type SessionRow = {
  user_id: string;
  email: string;
  role: Role | null;
  gm_id: string | null;
  expires_at: string;
  revoked_at: string | null;
};

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || null;
  // Cookies authenticate only reads, so a cross-site form can never change anything (no CSRF).
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const cookie = request.headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
}

/**
 * The auth plugin: signs tokens (`jwt`) and adds the `auth` macro. A route declared with
 * `{ auth: true }` receives `actor`, or the request ends with 401 when the token is missing,
 * invalid, expired or revoked (logout and password changes revoke sessions, D4).
 */
export function authPlugin(db: Db, secret: string) {
  const lookup = db.$client.query<SessionRow, [string]>(
    `SELECT s.user_id, u.email, p.role, p.gm_id, s.expires_at, s.revoked_at
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.id = s.user_id
      WHERE s.id = ?`,
  );

  /** A live (not revoked) session from the database, remembered in the session cache. */
  const loadSession = (sid: string) => {
    const row = lookup.get(sid);
    if (!row || row.revoked_at) return null;
    const session = { id: row.user_id, email: row.email, role: row.role ?? "PLAYER", gm_id: row.gm_id, expires_at: row.expires_at };
    sessionCache.set(sid, session);
    return session;
  };

  // Verifying the signature costs ~0.1 ms (a key import and an async HMAC per call), more than
  // most handlers; a token already verified maps to its session id here. Expiry is checked on
  // every request, and revocation reaches the session cache at once (src/lib/session-cache.ts).
  const verified = new Map<string, { sid: string; exp: number }>();

  return new Elysia({ name: "auth", seed: secret })
    .use(jwt({ name: "jwt", secret, exp: `${SESSION_DAYS}d` }))
    .macro({
      auth: {
        async resolve({ request, jwt }) {
          const token = bearerToken(request);
          if (!token) throw unauthorized();
          let claims = verified.get(token);
          if (!claims || claims.exp * 1000 <= Date.now()) {
            const payload = await jwt.verify(token);
            if (!payload || typeof payload.sid !== "string") throw unauthorized("登录已过期，请重新登录");
            claims = { sid: payload.sid, exp: typeof payload.exp === "number" ? payload.exp : 0 };
            if (verified.size >= 10_000) verified.delete(verified.keys().next().value!);
            verified.set(token, claims);
          }
          const session = sessionCache.get(claims.sid) ?? loadSession(claims.sid);
          if (!session || session.expires_at < new Date().toISOString()) {
            throw unauthorized("登录已过期，请重新登录");
          }
          const actor: Actor = {
            id: session.id,
            email: session.email,
            role: session.role,
            gm_id: session.gm_id,
            sessionId: claims.sid,
          };
          return { actor };
        },
      },
    });
}

export type AuthPlugin = ReturnType<typeof authPlugin>;
