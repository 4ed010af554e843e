import { AppError } from "./errors.ts";

/**
 * Slows down password guessing (D4), in memory because one process serves everything.
 * Per account: after 5 failures each further attempt waits 30 s, doubling up to 15 min.
 * Per address: 30 failures within 15 min block that address for the rest of the window.
 * A success clears the account's record (not the address's, so one known account cannot be
 * used to keep guessing others from the same address).
 */
const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_BASE_LOCK_MS = 30_000;
const ACCOUNT_MAX_LOCK_MS = 15 * 60_000;
const ADDRESS_MAX_FAILURES = 30;
const ADDRESS_WINDOW_MS = 15 * 60_000;

type AccountRecord = { failures: number; lockedUntil: number; lastFailure: number };
type AddressRecord = { failures: number; windowStart: number };

export class LoginThrottle {
  private accounts = new Map<string, AccountRecord>();
  private addresses = new Map<string, AddressRecord>();

  constructor(private now: () => number = Date.now) {}

  /** Throws RATE_LIMITED if this account or address must wait before trying again. */
  check(account: string, address: string): void {
    const t = this.now();
    const addr = this.addresses.get(address);
    if (addr && t - addr.windowStart < ADDRESS_WINDOW_MS && addr.failures >= ADDRESS_MAX_FAILURES) {
      throw tooMany(addr.windowStart + ADDRESS_WINDOW_MS - t);
    }
    const acct = this.accounts.get(account);
    if (acct && acct.lockedUntil > t) throw tooMany(acct.lockedUntil - t);
  }

  fail(account: string, address: string): void {
    const t = this.now();
    const acct = this.accounts.get(account) ?? { failures: 0, lockedUntil: 0, lastFailure: t };
    // A quiet day forgives old failures.
    if (t - acct.lastFailure > 24 * 60 * 60_000) acct.failures = 0;
    acct.failures += 1;
    acct.lastFailure = t;
    if (acct.failures >= ACCOUNT_FREE_FAILURES) {
      const steps = acct.failures - ACCOUNT_FREE_FAILURES;
      acct.lockedUntil = t + Math.min(ACCOUNT_BASE_LOCK_MS * 2 ** steps, ACCOUNT_MAX_LOCK_MS);
    }
    this.accounts.set(account, acct);

    const addr = this.addresses.get(address);
    if (!addr || t - addr.windowStart >= ADDRESS_WINDOW_MS) {
      this.addresses.set(address, { failures: 1, windowStart: t });
    } else {
      addr.failures += 1;
    }
    this.prune(t);
  }

  succeed(account: string): void {
    this.accounts.delete(account);
  }

  /** Keeps the maps from growing without bound under a spray of made-up names. */
  private prune(t: number): void {
    if (this.accounts.size + this.addresses.size < 10_000) return;
    for (const [k, v] of this.accounts) if (v.lockedUntil < t && t - v.lastFailure > ACCOUNT_MAX_LOCK_MS) this.accounts.delete(k);
    for (const [k, v] of this.addresses) if (t - v.windowStart >= ADDRESS_WINDOW_MS) this.addresses.delete(k);
  }
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)}分钟` : `${seconds}秒`;
  return new AppError("RATE_LIMITED", `登录尝试过于频繁，请${wait}后再试`, { retryAfter: seconds });
}
