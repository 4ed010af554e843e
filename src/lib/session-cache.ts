import type { Actor } from "./auth.ts";

/**
 * Live sessions recently checked against the database, so an authenticated request does not
 * pay for a three-table lookup every time (it was most of the cost of GET /api/users/me).
 * Every revocation goes through src/modules/auth/sessions.ts, which forgets the entries here
 * at once, so logout and password changes still take effect on the next request. Entries also
 * expire after TTL_MS, which bounds how long a role or GM change made elsewhere goes unseen.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export type CachedSession = Omit<Actor, "sessionId"> & { expires_at: string };
type Entry = CachedSession & { loadedAt: number };

const bySession = new Map<string, Entry>();
const byUser = new Map<string, Set<string>>();

export const sessionCache = {
  /** The cached session, if loaded less than TTL_MS ago. */
  get(sessionId: string, now = Date.now()): CachedSession | null {
    const entry = bySession.get(sessionId);
    if (!entry) return null;
    if (now - entry.loadedAt > TTL_MS) {
      this.forgetSession(sessionId);
      return null;
    }
    return entry;
  },

  set(sessionId: string, session: CachedSession, now = Date.now()): void {
    if (bySession.size >= MAX_ENTRIES) this.forgetSession(bySession.keys().next().value!);
    bySession.set(sessionId, { ...session, loadedAt: now });
    let sessions = byUser.get(session.id);
    if (!sessions) byUser.set(session.id, (sessions = new Set()));
    sessions.add(sessionId);
  },

  forgetSession(sessionId: string): void {
    const entry = bySession.get(sessionId);
    if (!entry) return;
    bySession.delete(sessionId);
    const sessions = byUser.get(entry.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byUser.delete(entry.id);
  },

  /** Forgets every cached session of a user (password change, revocation, role or GM change). */
  forgetUser(userId: string): void {
    for (const sessionId of byUser.get(userId) ?? []) bySession.delete(sessionId);
    byUser.delete(userId);
  },
};
