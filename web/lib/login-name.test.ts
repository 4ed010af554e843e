import { expect, test } from "bun:test";
import { toLoginEmail } from "./login-name.ts";

test("a bare player name gets the fixed domain; an e-mail is left alone (D2)", () => {
  expect(toLoginEmail(" xiaoming ")).toBe("xiaoming@blockquest.local");
  expect(toLoginEmail("小明")).toBe("小明@blockquest.local");
  expect(toLoginEmail("kid@example.com")).toBe("kid@example.com");
});
