/**
 * Achievements (issue #5): the player's list with progress, the celebration queue, and the GM's
 * grant. Anything that reports newly unlocked achievements (an approval, a redemption, an
 * adjustment, the check) hands them to `celebrate`; the player area also catches up on unlocks
 * that happened while the child was away (lib/economy-unlocks.ts).
 */
import { proxy } from "valtio";
import { api, errorText, type AchievementTemplate, type UnlockedAchievement } from "../api.ts";
import { FIRST_VISIT_WINDOW_MS, freshUnlocks, markSeen, readMarker, writeMarker } from "../lib/economy-unlocks.ts";
import { playJingle } from "../lib/jingle.ts";
import { session } from "./session.ts";

export const ACHIEVEMENT_MESSAGES = {
  loadFailed: "加载成就失败，请重试",
  grantFailed: "授予成就失败，请重试",
  granted: (name: string, achievement: string) => `已为 ${name} 授予成就「${achievement}」`,
} as const;

type Status = "idle" | "loading" | "ready" | "error";

export const achievements = proxy({
  /** Every active achievement with the player's progress towards it. */
  list: [] as AchievementTemplate[],
  status: "idle" as Status,
  error: null as string | null,
});

/** Unlocks waiting to be celebrated, first in line first. */
export const celebrations = proxy({ queue: [] as UnlockedAchievement[] });

/**
 * Remembers, on this device, the viewer's own unlocks as celebrated. A GM's view of their
 * players' unlocks is not remembered for the player: on a shared tablet the child still gets it.
 */
function remember(list: readonly UnlockedAchievement[]): void {
  const me = session.profile?.id;
  const mine = list.filter((a) => a.player_id === me).map((a) => a.id);
  if (!me || mine.length === 0) return;
  const marker = readMarker(me) ?? { since: new Date(Date.now() - FIRST_VISIT_WINDOW_MS).toISOString(), ids: [] };
  writeMarker(me, markSeen(marker, mine));
}

/** Queues unlocks for the celebration (each once) and plays the jingle when one starts. */
export function celebrate(list: readonly UnlockedAchievement[] | null | undefined): void {
  const known = new Set(celebrations.queue.map((a) => a.id));
  const added = (list ?? []).filter((a) => !known.has(a.id));
  if (added.length === 0) return;
  remember(added);
  const wasIdle = celebrations.queue.length === 0;
  celebrations.queue.push(...added);
  if (wasIdle) playJingle();
}

/**
 * Closes the celebration of `id` (only while it is the one shown, so a dialog's cancel and close
 * events together dismiss one); the next one, if any, follows with its own jingle.
 */
export function dismissCelebration(id: string | undefined): void {
  if (!id || celebrations.queue[0]?.id !== id) return;
  celebrations.queue.shift();
  if (celebrations.queue.length > 0) playJingle();
}

/**
 * Celebrates what unlocked since this device last looked (usually while the GM approved).
 * Quiet on failure: it runs in the background on every visit.
 */
export async function catchUpCelebrations(playerId: string): Promise<void> {
  try {
    const unlocked = await api.achievements.unlocked(playerId);
    const { fresh, marker } = freshUnlocks(unlocked, readMarker(playerId), new Date());
    writeMarker(playerId, marker);
    celebrate(fresh);
  } catch {
    /* the next visit tries again */
  }
}

/** The list with progress (a GM passes their player's id). */
export async function loadAchievements(playerId?: string): Promise<void> {
  achievements.status = achievements.list.length ? "ready" : "loading";
  achievements.error = null;
  try {
    achievements.list = await api.achievements.templates(playerId);
    achievements.status = "ready";
  } catch (error) {
    achievements.error = errorText(error, ACHIEVEMENT_MESSAGES.loadFailed);
    achievements.status = "error";
  }
}

/** The player's own check (the /progress page): unlock what was reached, celebrate it, show the list. */
export async function checkMyAchievements(): Promise<void> {
  try {
    const { achievements_unlocked } = await api.achievements.check();
    celebrate(achievements_unlocked);
  } catch {
    /* the list below still loads */
  }
  await loadAchievements();
}

/** A GM's player's achievements with progress (the grant dialog), without touching the player's own list. */
export async function fetchPlayerAchievements(playerId: string): Promise<AchievementTemplate[]> {
  try {
    return await api.achievements.templates(playerId);
  } catch (error) {
    throw new Error(errorText(error, ACHIEVEMENT_MESSAGES.loadFailed));
  }
}

/** A GM grants an achievement to their player (POST /api/achievements/unlock); answers the success message. */
export async function grantAchievement(player: { id: string; name: string }, template: Pick<AchievementTemplate, "id" | "name">): Promise<string> {
  try {
    const result = await api.achievements.unlock({ player_id: player.id, template_id: template.id });
    celebrate(result.achievements_unlocked);
  } catch (error) {
    throw new Error(errorText(error, ACHIEVEMENT_MESSAGES.grantFailed));
  }
  return ACHIEVEMENT_MESSAGES.granted(player.name, template.name);
}
