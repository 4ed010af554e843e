import { describe, expect, test } from "bun:test";
import {
  addDays,
  comingSundayEnd,
  dayRange,
  endOfToday,
  isoWeekday,
  localDate,
  parseLocalDate,
  plusLocalDays,
  quickAddDue,
  zonedParts,
  zonedToUtc,
} from "./time.ts";

const SH = "Asia/Shanghai"; // UTC+8, no daylight saving
const NY = "America/New_York"; // daylight saving: 2025-03-09 02:00 → 03:00, 2025-11-02 02:00 → 01:00
const at = (iso: string) => new Date(iso);

describe("localDate", () => {
  test("follows the zone's midnight, not UTC's", () => {
    expect(localDate(at("2025-03-09T15:59:59.999Z"), SH)).toBe("2025-03-09"); // 23:59:59.999 in Shanghai
    expect(localDate(at("2025-03-09T16:00:00.000Z"), SH)).toBe("2025-03-10"); // 00:00 in Shanghai
    expect(localDate(at("2025-03-10T03:59:59.000Z"), NY)).toBe("2025-03-09");
    expect(localDate(at("2025-03-10T04:00:00.000Z"), NY)).toBe("2025-03-10");
  });

  test("reads midnight as hour 0", () => {
    expect(zonedParts(at("2025-03-09T16:00:00.000Z"), SH)).toMatchObject({ year: 2025, month: 3, day: 10, hour: 0, minute: 0, weekday: 1 });
  });
});

describe("calendar helpers", () => {
  test("addDays crosses months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-01-01", -1)).toBe("2024-12-31");
  });

  test("isoWeekday numbers Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2025-03-10")).toBe(1);
    expect(isoWeekday("2025-03-13")).toBe(4);
    expect(isoWeekday("2025-03-16")).toBe(7);
  });

  test("parseLocalDate refuses impossible days and other shapes", () => {
    expect(parseLocalDate("2025-02-29")).toBeNull();
    expect(parseLocalDate("2025-13-01")).toBeNull();
    expect(parseLocalDate("2025-3-1")).toBeNull();
    expect(parseLocalDate("today")).toBeNull();
    expect(parseLocalDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  test("dayRange spans the zone's day, 23 or 25 hours across daylight saving", () => {
    expect(dayRange("2025-03-10", SH)).toEqual({ start: at("2025-03-09T16:00:00.000Z"), end: at("2025-03-10T16:00:00.000Z") });
    const spring = dayRange("2025-03-09", NY);
    expect(spring.start.toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2025-03-10T04:00:00.000Z");
    const autumn = dayRange("2025-11-02", NY);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  test("zonedToUtc settles a wall time inside the spring gap", () => {
    // 02:30 does not exist in New York on 2025-03-09; either neighbouring instant is acceptable.
    const t = zonedToUtc({ year: 2025, month: 3, day: 9, hour: 2, minute: 30 }, NY).toISOString();
    expect(["2025-03-09T06:30:00.000Z", "2025-03-09T07:30:00.000Z"]).toContain(t);
  });
});

describe("endOfToday", () => {
  test("is 23:59:59.999 of the zone's day", () => {
    expect(endOfToday(at("2025-03-10T01:00:00Z"), SH).toISOString()).toBe("2025-03-10T15:59:59.999Z");
  });

  test("one millisecond before midnight and at midnight pick different days", () => {
    expect(endOfToday(at("2025-03-10T15:59:59.999Z"), SH).toISOString()).toBe("2025-03-10T15:59:59.999Z");
    expect(endOfToday(at("2025-03-10T16:00:00.000Z"), SH).toISOString()).toBe("2025-03-11T15:59:59.999Z");
  });

  test("a UTC evening is already tomorrow in Shanghai", () => {
    // 2025-03-10 20:00 UTC is Tuesday 04:00 in Shanghai.
    expect(endOfToday(at("2025-03-10T20:00:00Z"), SH).toISOString()).toBe("2025-03-11T15:59:59.999Z");
  });
});

describe("comingSundayEnd", () => {
  test("from Monday morning to Saturday night it is the same Sunday", () => {
    const sunday = "2025-03-16T15:59:59.999Z";
    expect(comingSundayEnd(at("2025-03-09T16:00:00Z"), SH).toISOString()).toBe(sunday); // Mon 00:00
    expect(comingSundayEnd(at("2025-03-12T06:00:00Z"), SH).toISOString()).toBe(sunday); // Wed
    expect(comingSundayEnd(at("2025-03-15T15:59:59.999Z"), SH).toISOString()).toBe(sunday); // Sat 23:59:59.999
  });

  test("on Sunday it is today; one millisecond after Sunday midnight it is next week", () => {
    expect(comingSundayEnd(at("2025-03-15T16:00:00Z"), SH).toISOString()).toBe("2025-03-16T15:59:59.999Z"); // Sun 00:00
    expect(comingSundayEnd(at("2025-03-16T15:59:59.999Z"), SH).toISOString()).toBe("2025-03-16T15:59:59.999Z"); // Sun 23:59:59.999
    expect(comingSundayEnd(at("2025-03-16T16:00:00Z"), SH).toISOString()).toBe("2025-03-23T15:59:59.999Z"); // Mon 00:00
  });

  test("uses the zone's weekday, not UTC's", () => {
    // Sunday 2025-03-16 20:00 UTC is Monday 04:00 in Shanghai: next week's Sunday.
    expect(comingSundayEnd(at("2025-03-16T20:00:00Z"), SH).toISOString()).toBe("2025-03-23T15:59:59.999Z");
    // ...but still Sunday in New York.
    expect(comingSundayEnd(at("2025-03-16T20:00:00Z"), NY).toISOString()).toBe("2025-03-17T03:59:59.999Z");
  });
});

describe("quickAddDue (1-core §9)", () => {
  const cases: [string, string, string][] = [
    ["Monday", "2025-03-10T02:00:00Z", "2025-03-10T15:00:00.000Z"],
    ["Tuesday", "2025-03-11T02:00:00Z", "2025-03-11T15:00:00.000Z"],
    ["Wednesday", "2025-03-12T02:00:00Z", "2025-03-12T15:00:00.000Z"],
    ["Thursday", "2025-03-13T02:00:00Z", "2025-03-13T15:00:00.000Z"],
    ["Friday", "2025-03-14T02:00:00Z", "2025-03-16T15:00:00.000Z"],
    ["Saturday", "2025-03-15T02:00:00Z", "2025-03-16T15:00:00.000Z"],
    ["Sunday", "2025-03-16T02:00:00Z", "2025-03-16T15:00:00.000Z"],
  ];
  for (const [day, now, due] of cases) {
    test(`${day}: 23:00 on ${due.slice(0, 10)}`, () => {
      expect(quickAddDue(at(now), SH).toISOString()).toBe(due);
    });
  }

  test("Thursday 23:59 stays Thursday; Friday 00:00 jumps to Sunday", () => {
    expect(quickAddDue(at("2025-03-13T15:59:00Z"), SH).toISOString()).toBe("2025-03-13T15:00:00.000Z");
    expect(quickAddDue(at("2025-03-13T16:00:00Z"), SH).toISOString()).toBe("2025-03-16T15:00:00.000Z");
  });

  test("Sunday 23:59 is still Sunday; Monday 00:00 is Monday", () => {
    expect(quickAddDue(at("2025-03-16T15:59:59Z"), SH).toISOString()).toBe("2025-03-16T15:00:00.000Z");
    expect(quickAddDue(at("2025-03-16T16:00:00Z"), SH).toISOString()).toBe("2025-03-17T15:00:00.000Z");
  });
});

describe("plusLocalDays", () => {
  test("keeps the wall-clock time", () => {
    expect(plusLocalDays(at("2025-03-10T02:30:00Z"), 7, SH).toISOString()).toBe("2025-03-17T02:30:00.000Z");
  });

  test("keeps the wall-clock time across a daylight-saving change", () => {
    // Saturday 2025-03-08 12:00 in New York (EST) → Monday 12:00 (EDT): 47 hours later.
    const t = plusLocalDays(at("2025-03-08T17:00:00Z"), 2, NY);
    expect(t.toISOString()).toBe("2025-03-10T16:00:00.000Z");
  });
});
