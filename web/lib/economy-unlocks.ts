/**
 * Which unlocked achievements a player has not been shown yet. Achievements usually unlock while
 * the GM approves (the child is not looking), so the player area celebrates them on the next
 * visit. The server keeps no "seen" flag, so each device remembers what it celebrated; a device
 * that has never celebrated anything for this player only catches up on the last day's unlocks,
 * so a new tablet does not replay a year of achievements.
 */
export type Unlock = { id: string; player_id: string; unlocked_at: string };
export type SeenMarker = { since: string; ids: string[] };

export const FIRST_VISIT_WINDOW_MS = 24 * 3_600_000;
const KEEP_IDS = 200;

/** The unlocks to celebrate now, oldest first, and the marker to remember afterwards. */
export function freshUnlocks<T extends Unlock>(unlocked: readonly T[], marker: SeenMarker | null, now: Date): { fresh: T[]; marker: SeenMarker } {
  const since = marker?.since ?? new Date(now.getTime() - FIRST_VISIT_WINDOW_MS).toISOString();
  const seen = new Set(marker?.ids ?? []);
  const fresh = unlocked.filter((a) => a.unlocked_at >= since && !seen.has(a.id)).sort((a, b) => a.unlocked_at.localeCompare(b.unlocked_at));
  return { fresh, marker: markSeen({ since, ids: marker?.ids ?? [] }, fresh.map((a) => a.id)) };
}

/** The marker with more ids remembered (the newest few hundred; a player has far fewer). */
export function markSeen(marker: SeenMarker, ids: readonly string[]): SeenMarker {
  const next = [...marker.ids.filter((id) => !ids.includes(id)), ...ids];
  return { since: marker.since, ids: next.slice(-KEEP_IDS) };
}

const keyFor = (playerId: string) => `blockquest.achievementsSeen.${playerId}`;

export function readMarker(playerId: string): SeenMarker | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyFor(playerId)) ?? "null");
    if (value && typeof value === "object" && typeof (value as SeenMarker).since === "string" && Array.isArray((value as SeenMarker).ids)) return value as SeenMarker;
  } catch {
    /* storage disabled or garbled: treat as a first visit */
  }
  return null;
}

export function writeMarker(playerId: string, marker: SeenMarker): void {
  try {
    localStorage.setItem(keyFor(playerId), JSON.stringify(marker));
  } catch {
    /* celebrations may repeat on this device; nothing else breaks */
  }
}
