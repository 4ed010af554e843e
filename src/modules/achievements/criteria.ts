/**
 * What each achievement criterion measures for a player (docs/decisions.md, Economy E9). Read
 * with plain SQL on cached statements: the check runs after every approval and redemption.
 */
import type { Db } from "../../../db/client.ts";
import type { AchievementCriterion } from "../../../db/schema/index.ts";

export type Metrics = Partial<Record<AchievementCriterion, number>>;

// Quests that count: paid completions (a task pays once, so reopening never counts twice),
// except the player's own quick-add tasks, which need no review and could be farmed.
const COUNTED = `player_id = ? AND rewarded_at IS NOT NULL AND source_type != 'PLAYER_ADDED_DAILY'`;
const QUESTS_SQL = `SELECT count(*) AS n FROM task_instances WHERE ${COUNTED}`;
// The day the player did the work: when they submitted it, else when it was completed. Every
// zone's offset is a whole number of minutes, so one row per UTC minute gives the same days.
const ACTIVE_SQL = `SELECT DISTINCT substr(coalesce(submitted_at, rewarded_at), 1, 16) AS at FROM task_instances WHERE ${COUNTED}`;
const LEVEL_SQL = `SELECT player_level AS n FROM profiles WHERE id = ?`;
// Earned = every change the log holds except spending in the store; a GM's correction counts.
const EARNED_SQL = `SELECT coalesce(sum(xp_awarded), 0) AS xp,
    coalesce(sum(CASE WHEN action != 'REWARD_REDEEMED' THEN emeralds_awarded END), 0) AS emeralds,
    coalesce(sum(CASE WHEN action != 'REWARD_REDEEMED' THEN diamonds_awarded END), 0) AS diamonds
  FROM reward_logs WHERE user_id = ?`;
const REDEMPTIONS_SQL = `SELECT count(*) AS n FROM redeemed_rewards WHERE player_id = ?`;

const DAY_MS = 86_400_000;
const clocks = new Map<string, Intl.DateTimeFormat>();
// The zone's offset at the start and the end of each UTC date seen; offsets change a few times
// a year at most, so across requests nearly every row is plain arithmetic.
const offsets = new Map<string, [number, number]>();

/** How far the zone's wall clock is ahead of UTC at minute-aligned `t`, in ms. */
function offsetAt(t: number, timeZone: string): number {
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    clocks.set(timeZone, f);
  }
  const s = f.format(new Date(t)); // "MM/DD/YYYY, HH:mm"
  const wall = Date.UTC(Number(s.slice(6, 10)), Number(s.slice(0, 2)) - 1, Number(s.slice(3, 5)), Number(s.slice(12, 14)), Number(s.slice(15, 17)));
  return wall - t;
}

/** The zone's calendar day of a UTC minute ("YYYY-MM-DDTHH:mm"), as a day number (days since 1970-01-01). */
export function dayOfMinute(minute: string, timeZone: string): number {
  const t = Date.parse(`${minute}Z`);
  const key = `${timeZone}|${minute.slice(0, 10)}`;
  let range = offsets.get(key);
  if (!range) {
    const start = Math.floor(t / DAY_MS) * DAY_MS;
    range = [offsetAt(start, timeZone), offsetAt(start + DAY_MS - 60_000, timeZone)];
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, range);
  }
  // On the rare UTC date when the offset changes, ask for this minute exactly.
  const offset = range[0] === range[1] ? range[0] : offsetAt(t, timeZone);
  return Math.floor((t + offset) / DAY_MS);
}

/** The longest run of consecutive days in a list of day numbers. */
export function longestRun(days: Iterable<number>): number {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i - 1]! + 1 === sorted[i] ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/**
 * The player's value for each of `wanted` (only those are computed). Inside a transaction pass
 * the Db itself: there is one connection, so these reads see the transaction's writes.
 */
export function measure(db: Db, playerId: string, wanted: Set<AchievementCriterion>, timeZone: string): Metrics {
  const sqlite = db.$client;
  const m: Metrics = {};
  if (wanted.has("QUESTS_COMPLETED")) m.QUESTS_COMPLETED = sqlite.query<{ n: number }, [string]>(QUESTS_SQL).get(playerId)?.n ?? 0;
  if (wanted.has("LEVEL_REACHED")) m.LEVEL_REACHED = sqlite.query<{ n: number }, [string]>(LEVEL_SQL).get(playerId)?.n ?? 0;
  if (wanted.has("XP_EARNED") || wanted.has("EMERALDS_EARNED") || wanted.has("DIAMONDS_EARNED")) {
    const earned = sqlite.query<{ xp: number; emeralds: number; diamonds: number }, [string]>(EARNED_SQL).get(playerId)!;
    m.XP_EARNED = Math.max(0, earned.xp);
    m.EMERALDS_EARNED = Math.max(0, earned.emeralds);
    m.DIAMONDS_EARNED = Math.max(0, earned.diamonds);
  }
  if (wanted.has("REDEMPTIONS")) m.REDEMPTIONS = sqlite.query<{ n: number }, [string]>(REDEMPTIONS_SQL).get(playerId)?.n ?? 0;
  if (wanted.has("ACTIVE_DAYS_STREAK")) {
    const rows = sqlite.query<{ at: string }, [string]>(ACTIVE_SQL).all(playerId);
    m.ACTIVE_DAYS_STREAK = longestRun(rows.map((r) => dayOfMinute(r.at, timeZone)));
  }
  return m;
}
