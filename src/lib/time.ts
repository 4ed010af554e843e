/**
 * "Today", end of day, the coming Sunday and the quick-add deadline in the configured zone
 * (D17: stored as UTC ISO strings, weeks start on Monday). Pure functions of `now` and the zone,
 * built on Intl only, so they behave the same on a Raspberry Pi with no tz database of its own.
 */

/** A calendar day as the zone sees it, "YYYY-MM-DD". */
export type LocalDate = string;

export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** ISO weekday: Monday 1 … Sunday 7. */
  weekday: number;
};

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

// Creating a DateTimeFormat is far slower than using one; the zone set is tiny, so keep them.
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** ISO weekday (Mon 1 … Sun 7) of a proleptic Gregorian date. */
function weekdayOf(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The wall-clock reading of `date` in `timeZone`. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(date)) {
    if (p.type !== "literal" && p.type !== "dayPeriod") parts[p.type] = Number(p.value);
  }
  const hour = parts.hour === 24 ? 0 : parts.hour!;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: date.getUTCMilliseconds(),
    weekday: weekdayOf(parts.year!, parts.month!, parts.day!),
  };
}

/** How far the zone's wall clock is ahead of UTC at `date`, in ms. */
function offsetAt(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond) - date.getTime();
}

type WallTime = { year: number; month: number; day: number; hour?: number; minute?: number; second?: number; millisecond?: number };

/**
 * The instant at which the zone's wall clock shows `local`. Around a daylight-saving change the
 * offset is re-read at the first guess, which settles both the gap and the overlap.
 */
export function zonedToUtc(local: WallTime, timeZone: string): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0, local.second ?? 0, local.millisecond ?? 0);
  const first = offsetAt(new Date(guess), timeZone);
  const second = offsetAt(new Date(guess - first), timeZone);
  return new Date(guess - (first === second ? first : second));
}

/** Parses "YYYY-MM-DD" into its parts; null unless it names a real calendar day. */
export function parseLocalDate(value: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function mustParse(value: LocalDate) {
  const parsed = parseLocalDate(value);
  if (!parsed) throw new RangeError(`not a calendar day: ${value}`);
  return parsed;
}

// The last day answered per zone and the instants it spans: most calls ask about "now".
const lastDay = new Map<string, { date: LocalDate; start: number; end: number }>();

/** The day `now` falls on in the zone. */
export function localDate(now: Date, timeZone: string): LocalDate {
  const t = now.getTime();
  const last = lastDay.get(timeZone);
  if (last && t >= last.start && t < last.end) return last.date;
  const p = zonedParts(now, timeZone);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const { start, end } = dayRange(date, timeZone);
  lastDay.set(timeZone, { date, start: start.getTime(), end: end.getTime() });
  return date;
}

/** The calendar day `n` days after (or before) `date`. */
export function addDays(date: LocalDate, n: number): LocalDate {
  const { year, month, day } = mustParse(date);
  const d = new Date(Date.UTC(year, month - 1, day) + n * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(date: LocalDate): number {
  const { year, month, day } = mustParse(date);
  return weekdayOf(year, month, day);
}

// Every request for a day page asks for the same few days; each answer costs four Intl calls.
const ranges = new Map<string, { start: number; end: number }>();

/** The instants a zone's day spans: [start, end), end being the next day's midnight. */
export function dayRange(date: LocalDate, timeZone: string): { start: Date; end: Date } {
  const key = `${date}|${timeZone}`;
  let range = ranges.get(key);
  if (!range) {
    const d = mustParse(date);
    const next = mustParse(addDays(date, 1));
    range = { start: zonedToUtc(d, timeZone).getTime(), end: zonedToUtc(next, timeZone).getTime() };
    if (ranges.size >= 1000) ranges.clear();
    ranges.set(key, range);
  }
  return { start: new Date(range.start), end: new Date(range.end) };
}

/** The last instant of a day in the zone (shown as 23:59). */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  return new Date(dayRange(date, timeZone).end.getTime() - 1);
}

/** The wall-clock time `hour:minute` on a day in the zone. */
export function atLocalTime(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  return zonedToUtc({ ...mustParse(date), hour, minute }, timeZone);
}

/** Today's deadline: the last instant of the day `now` falls on. */
export function endOfToday(now: Date, timeZone: string): Date {
  return endOfLocalDay(localDate(now, timeZone), timeZone);
}

/** The coming Sunday 23:59 (today, when today is Sunday): a weekly quest's deadline. */
export function comingSundayEnd(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  return endOfLocalDay(addDays(today, 7 - isoWeekday(today)), timeZone);
}

/**
 * The quick-add deadline of spec 1-core §9: 23:00 today from Monday to Thursday; otherwise
 * 7 minus the weekday number days ahead. Weekdays are numbered Monday 1 … Sunday 7 (the
 * spec's weeks start on Monday), so Friday, Saturday and Sunday all point at Sunday 23:00.
 */
export function quickAddDue(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const weekday = isoWeekday(today);
  const ahead = weekday <= 4 ? 0 : 7 - weekday;
  return atLocalTime(addDays(today, ahead), 23, 0, timeZone);
}

/** The same wall-clock time `n` calendar days after `now` (not n × 24 h across a DST change). */
export function plusLocalDays(now: Date, n: number, timeZone: string): Date {
  const p = zonedParts(now, timeZone);
  const day = addDays(`${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, n);
  return zonedToUtc({ ...mustParse(day), hour: p.hour, minute: p.minute, second: p.second, millisecond: p.millisecond }, timeZone);
}
