import { expect, test } from "bun:test";
import { makeAchievementWorld, makeItem } from "./economy-fixtures.ts";

test("bad input to any economy endpoint is refused with a Chinese message, never a 500", async () => {
  const t = await makeAchievementWorld();
  const item = await makeItem(t, t.gm);
  const junk: unknown[] = [null, 42, "text", [], { a: 1 }, { reward_item_id: 5 }, { status: 1 }, { xp: "x" }, { player_id: {} }, { name: ["a"] }];
  const routes: [string, string][] = [
    ["POST", "/api/rewards/items"],
    ["PUT", `/api/rewards/items/${item.id}`],
    ["POST", "/api/rewards/redeem"],
    ["PUT", "/api/rewards/redeemed/nope"],
    ["POST", "/api/rewards/logs"],
    ["PUT", `/api/users/${t.kid.id}/resources`],
    ["POST", `/api/users/${t.kid.id}/award-xp`],
    ["POST", `/api/users/${t.kid.id}/award-resources`],
    ["POST", "/api/achievements/unlock"],
    ["POST", "/api/achievements/check?player_id=nobody"],
  ];
  for (const [method, path] of routes) {
    for (const body of junk) {
      for (const token of [t.gm.token, t.kid.token]) {
        const res = await t.send(method, path, body === null ? "{not json" : body, { token, headers: { "content-type": "application/json" } });
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.error).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  }
  for (const query of ["limit=abc", "limit=999", "offset=-1", "status=NOPE", "playerIds=a,b", "is_active=perhaps", "reward_type=X"]) {
    for (const path of ["/api/rewards/items", "/api/rewards/redeemed", "/api/rewards/logs", "/api/rewards/pending", "/api/achievements/templates", "/api/achievements/unlocked"]) {
      const res = await t.get(`${path}?${query}`, { token: t.gm.token });
      expect(res.status, `${path}?${query}`).toBeLessThan(500);
    }
  }
});
