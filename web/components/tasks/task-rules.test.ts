import { describe, expect, test } from "bun:test";
import { cardActions, deadline, formatDateTime, groupToday, HOUR_MS, localDateKey } from "./task-rules.ts";

const card = (status: any, source_type: any = "TEMPLATE_QUEST") => ({ status, source_type });

describe("card buttons", () => {
  test("a task waiting for acceptance offers accept only", () => {
    expect(cardActions(card("PENDING_ACCEPTANCE", "GM_ADDED_DAILY"))).toEqual({ accept: true, submit: false, modify: false, complete: false, edit: false });
  });

  test("an accepted quest-board task can be submitted but not completed by the player (D9)", () => {
    expect(cardActions(card("ACCEPTED"))).toMatchObject({ submit: true, complete: false, edit: false });
  });

  test("a pending submission can be modified", () => {
    expect(cardActions(card("PENDING_REVIEW"))).toMatchObject({ modify: true, submit: false, complete: false });
  });

  test("player-added tasks complete and edit by themselves until completed", () => {
    expect(cardActions(card("ACCEPTED", "PLAYER_ADDED_DAILY"))).toMatchObject({ complete: true, edit: true, submit: true });
    expect(cardActions(card("PENDING_REVIEW", "PLAYER_ADDED_DAILY"))).toMatchObject({ complete: true, edit: true, modify: true });
    expect(cardActions(card("COMPLETED", "PLAYER_ADDED_DAILY"))).toMatchObject({ complete: false, edit: false });
  });
});

describe("today's groups", () => {
  test("待办 holds pending-acceptance and accepted tasks; 待审核 and 已完成 the rest", () => {
    const tasks = ["PENDING_ACCEPTANCE", "ACCEPTED", "IN_PROGRESS", "PENDING_REVIEW", "COMPLETED", "CANCELLED"].map((s) => card(s));
    const g = groupToday(tasks);
    expect(g.todo.map((t) => t.status)).toEqual(["PENDING_ACCEPTANCE", "ACCEPTED", "IN_PROGRESS"]);
    expect(g.review.map((t) => t.status)).toEqual(["PENDING_REVIEW"]);
    expect(g.done.map((t) => t.status)).toEqual(["COMPLETED"]);
  });
});

describe("the deadline warning", () => {
  const now = new Date("2025-03-10T08:00:00Z");
  const due = (hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();

  test("is plain more than 24 hours ahead", () => {
    expect(deadline(due(24.5), "ACCEPTED", now)?.tone).toBe("normal");
  });

  test("turns red within 24 hours and says how long is left", () => {
    const d = deadline(due(5.5), "ACCEPTED", now)!;
    expect(d.tone).toBe("urgent");
    expect(d.text).toContain("还剩5小时");
    expect(deadline(due(24), "ACCEPTED", now)?.tone).toBe("urgent");
    expect(deadline(due(0.25), "PENDING_ACCEPTANCE", now)?.text).toContain("还剩15分钟");
  });

  test("says when the time has passed, and is gone once the task is finished", () => {
    expect(deadline(due(-1), "ACCEPTED", now)?.tone).toBe("overdue");
    expect(deadline(due(2), "COMPLETED", now)).toBeNull();
  });
});

describe("dates", () => {
  test("are shown as yyyy-MM-dd HH:mm in the browser's zone", () => {
    const d = new Date(2025, 0, 5, 9, 7, 3);
    expect(formatDateTime(d.toISOString())).toBe("2025-01-05 09:07");
    expect(formatDateTime(d.toISOString(), true)).toBe("2025-01-05 09:07:03");
    expect(formatDateTime(null)).toBe("");
    expect(localDateKey(d)).toBe("2025-01-05");
  });
});
