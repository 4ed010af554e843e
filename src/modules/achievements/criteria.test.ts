import { describe, expect, test } from "bun:test";
import { localDate } from "../../lib/time.ts";
import { dayOfMinute, longestRun } from "./criteria.ts";

const day = (s: string) => Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10))) / 86_400_000;
const run = (days: string[]) => longestRun(days.map(day));

describe("longestRun (consecutive active days)", () => {
  test("counts the longest run of calendar days, across month and year ends", () => {
    expect(run([])).toBe(0);
    expect(run(["2025-03-10"])).toBe(1);
    expect(run(["2025-03-12", "2025-03-10", "2025-03-11", "2025-03-11"])).toBe(3);
    expect(run(["2025-03-10", "2025-03-12", "2025-03-13"])).toBe(2);
    expect(run(["2024-12-31", "2025-01-01", "2025-02-28", "2025-03-01"])).toBe(2);
    expect(run(["2024-02-28", "2024-02-29", "2024-03-01"])).toBe(3);
  });
});

describe("dayOfMinute", () => {
  test("agrees with lib/time's localDate across zones, midnights and daylight-saving changes", () => {
    const zones = ["Asia/Shanghai", "America/New_York", "Europe/London", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Chatham", "UTC"];
    const start = Date.UTC(2024, 2, 1);
    for (const zone of zones) {
      for (let t = start; t < start + 400 * 86_400_000; t += 7 * 3_600_000 + 15 * 60_000) {
        const minute = new Date(t).toISOString().slice(0, 16);
        expect(dayOfMinute(minute, zone)).toBe(day(localDate(new Date(`${minute}Z`), zone)));
      }
    }
    expect(dayOfMinute("2025-03-10T16:30", "Asia/Shanghai")).toBe(day("2025-03-11"));
  });
});
