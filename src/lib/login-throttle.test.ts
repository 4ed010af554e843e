import { describe, expect, test } from "bun:test";
import { AppError } from "./errors.ts";
import { LoginThrottle } from "./login-throttle.ts";

function setup() {
  const clock = { now: 1_000_000 };
  const throttle = new LoginThrottle(() => clock.now);
  /** The Retry-After seconds of a refusal, or null when the attempt may go ahead. */
  const wait = (account = "kid", address = "10.0.0.1"): number | null => {
    try {
      throttle.check(account, address);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("RATE_LIMITED");
      expect((error as AppError).status).toBe(429);
      return (error as AppError).retryAfter!;
    }
  };
  const failN = (n: number, account = "kid", address = "10.0.0.1") => {
    for (let i = 0; i < n; i++) throttle.fail(account, address);
  };
  return { clock, throttle, wait, failN };
}

describe("LoginThrottle per account", () => {
  test("four failures are free; the fifth locks for 30 s", () => {
    const { wait, failN } = setup();
    failN(4);
    expect(wait()).toBeNull();
    failN(1);
    expect(wait()).toBe(30);
  });

  test("each further failure doubles the wait, up to 15 minutes", () => {
    const { clock, wait, throttle } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      throttle.fail("kid", "10.0.0.1");
      const w = wait();
      if (w !== null) {
        waits.push(w);
        clock.now += w * 1000;
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  test("the lock expires by itself", () => {
    const { clock, wait, failN } = setup();
    failN(5);
    clock.now += 29_999;
    expect(wait()).toBe(1);
    clock.now += 1;
    expect(wait()).toBeNull();
  });

  test("success clears the account's record", () => {
    const { clock, wait, failN, throttle } = setup();
    failN(5);
    clock.now += 30_000;
    throttle.succeed("kid");
    failN(4);
    expect(wait()).toBeNull();
  });

  test("a quiet day forgives old failures", () => {
    const { clock, wait, failN } = setup();
    failN(4);
    clock.now += 24 * 60 * 60_000 + 1;
    failN(1);
    expect(wait()).toBeNull();
  });

  test("accounts are counted separately", () => {
    const { wait, failN } = setup();
    failN(5, "kid");
    expect(wait("kid")).toBe(30);
    expect(wait("mum")).toBeNull();
  });

  test("the message says how long to wait, in seconds or minutes", () => {
    const { clock, throttle, failN } = setup();
    failN(5);
    expect(() => throttle.check("kid", "10.0.0.1")).toThrow("登录尝试过于频繁，请30秒后再试");
    clock.now += 30_000;
    failN(1);
    expect(() => throttle.check("kid", "10.0.0.1")).toThrow("登录尝试过于频繁，请1分钟后再试");
  });
});

describe("LoginThrottle per address", () => {
  test("30 failures within 15 minutes block the address for every account", () => {
    const { clock, wait, throttle } = setup();
    for (let i = 0; i < 29; i++) throttle.fail(`name${i}`, "10.0.0.9");
    expect(wait("someone", "10.0.0.9")).toBeNull();
    clock.now += 60_000;
    throttle.fail("name29", "10.0.0.9");
    expect(wait("someone", "10.0.0.9")).toBe(14 * 60);
    expect(wait("someone", "10.0.0.10")).toBeNull();
    clock.now += 14 * 60_000;
    expect(wait("someone", "10.0.0.9")).toBeNull();
  });

  test("success on one account does not clear the address", () => {
    const { wait, throttle } = setup();
    for (let i = 0; i < 30; i++) throttle.fail(`name${i}`, "10.0.0.9");
    throttle.succeed("name0");
    expect(wait("name0", "10.0.0.9")).not.toBeNull();
  });

  test("failures spread over more than the window do not add up", () => {
    const { clock, wait, throttle } = setup();
    for (let i = 0; i < 29; i++) throttle.fail(`name${i}`, "10.0.0.9");
    clock.now += 15 * 60_000;
    for (let i = 0; i < 29; i++) throttle.fail(`other${i}`, "10.0.0.9");
    expect(wait("someone", "10.0.0.9")).toBeNull();
  });

  test("a spray of made-up names does not grow memory without bound", () => {
    const { clock, throttle, wait } = setup();
    for (let i = 0; i < 12_000; i++) {
      throttle.fail(`ghost${i}`, `10.1.${i >> 8}.${i & 255}`);
      if (i === 5_000) clock.now += 24 * 60 * 60_000;
    }
    const sizes = throttle as unknown as { accounts: Map<string, unknown>; addresses: Map<string, unknown> };
    expect(sizes.accounts.size + sizes.addresses.size).toBeLessThan(20_000);
    expect(wait("ghost11999", "10.1.46.223")).toBeNull();
  });
});
