import { describe, expect, test } from "bun:test";
import { DEFAULT_WEAPONS } from "../../../db/seed/task-defaults.ts";
import { makeWorld, type World } from "../../test/quests-fixtures.ts";

const weapons = async (t: World, token: string, q = "") => (await t.get(`/api/task-tools/weapons${q}`, { token })).body;
const gmTask = async (t: World, playerId = t.kid.id, gm = t.gm) =>
  (await t.post("/api/tasks/instances", { player_id: playerId, gm_added_name: "背诵" }, { token: gm.token })).body.data;

describe("weapons", () => {
  test("the six default tools, filter by weapon_type, get by id", async () => {
    const t = await makeWorld();
    const all = await weapons(t, t.gm.token);
    expect(all.total).toBe(6);
    expect(all.data.map((w: any) => w.tool_type)).toEqual(DEFAULT_WEAPONS.map((w) => w.tool_type));
    const writing = await weapons(t, t.kid.token, "?weapon_type=WRITING");
    expect(writing.data.length).toBe(1);
    expect(writing.data[0]).toMatchObject({ name: "书写之笔", tool_type: "WRITING" });
    expect((await weapons(t, t.gm.token, "?tool_type=READING")).data[0].name).toBe("朗读水晶");
    expect((await t.get("/api/task-tools/weapons?weapon_type=SWORD", { token: t.gm.token })).body.error).toBe("请选择工具类型");
    const one = await t.get(`/api/task-tools/weapons/${writing.data[0].id}`, { token: t.kid.token });
    expect(one.body.data.name).toBe("书写之笔");
    expect((await t.get(`/api/task-tools/weapons/${writing.data[0].id}`, { token: t.otherGm.token })).status).toBe(404);
  });

  test("CRUD with name, icon and tool_type required", async () => {
    const t = await makeWorld();
    const post = (body: object, token = t.gm.token) => t.post("/api/task-tools/weapons", body, { token });
    expect((await post({ icon: "🗡️", tool_type: "WRITING" })).body.error).toBe("请输入武器名称");
    expect((await post({ name: "剑", tool_type: "WRITING" })).body.error).toBe("请选择武器图标");
    expect((await post({ name: "剑", icon: " ", tool_type: "WRITING" })).body.error).toBe("请选择武器图标");
    expect((await post({ name: "剑", icon: "🗡️" })).body.error).toBe("请选择工具类型");
    expect((await post({ name: "剑", icon: "🗡️", tool_type: "SWORD" })).body.error).toBe("请选择工具类型");
    expect((await post({ name: "剑", icon: "🗡️", tool_type: "WRITING" }, t.kid.token)).status).toBe(403);
    const created = await post({ name: "练字剑", icon: "fa-pen", tool_type: "WRITING", description: "描红" });
    expect(created.body.data).toMatchObject({ name: "练字剑", icon: "fa-pen", tool_type: "WRITING", description: "描红" });
    const id = created.body.data.id;
    const updated = await t.put(`/api/task-tools/weapons/${id}`, { tool_type: "DICTATION" }, { token: t.gm.token });
    expect(updated.body.data.tool_type).toBe("DICTATION");
    expect((await t.put(`/api/task-tools/weapons/${id}`, { name: "x" }, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.del(`/api/task-tools/weapons/${id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.del(`/api/task-tools/weapons/${id}`, { token: t.gm.token })).status).toBe(200);
    expect((await t.get(`/api/task-tools/weapons/${id}`, { token: t.gm.token })).status).toBe(404);
  });
});

describe("tool sessions", () => {
  test("link a tool to a task, list by task or tool, update partially, delete", async () => {
    const t = await makeWorld();
    const task = await gmTask(t);
    const tools = (await weapons(t, t.kid.token)).data;
    const recite = tools.find((w: any) => w.tool_type === "RECITATION");
    const write = tools.find((w: any) => w.tool_type === "WRITING");
    const created = await t.post("/api/task-tools/sessions", { task_instance_id: task.id, tool_id: recite.id, session_id: "rec-1" }, { token: t.kid.token });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ task_instance_id: task.id, tool_id: recite.id, session_id: "rec-1", status: "NOT_STARTED", tool: { id: recite.id, tool_type: "RECITATION" } });
    const id = created.body.data.id;

    expect((await t.get(`/api/task-tools/sessions?task_instance_id=${task.id}`, { token: t.kid.token })).body.total).toBe(1);
    expect((await t.get(`/api/task-tools/sessions?tool_id=${recite.id}`, { token: t.kid.token })).body.total).toBe(1);
    expect((await t.get(`/api/task-tools/sessions?tool_id=${recite.id}&task_instance_id=${task.id}`, { token: t.gm.token })).body.total).toBe(1);
    expect((await t.get(`/api/task-tools/sessions?tool_id=${write.id}`, { token: t.kid.token })).body.total).toBe(0);
    expect((await t.get("/api/task-tools/sessions", { token: t.kid.token })).status).toBe(400);

    const progressed = await t.put(`/api/task-tools/sessions/${id}`, { status: "IN_PROGRESS" }, { token: t.kid.token });
    expect(progressed.body.data).toMatchObject({ status: "IN_PROGRESS", session_id: "rec-1", tool_id: recite.id });
    const moved = await t.put(`/api/task-tools/sessions/${id}`, { tool_id: write.id, session_id: null }, { token: t.gm.token });
    expect(moved.body.data).toMatchObject({ tool_id: write.id, session_id: null, status: "IN_PROGRESS", tool: { tool_type: "WRITING" } });
    expect((await t.put(`/api/task-tools/sessions/${id}`, { status: "PAUSED" }, { token: t.kid.token })).body.error).toBe("无效的会话状态");

    expect((await t.del(`/api/task-tools/sessions/${id}`, { token: t.kid.token })).body).toEqual({ data: { success: true } });
    expect((await t.get(`/api/task-tools/sessions?task_instance_id=${task.id}`, { token: t.kid.token })).body.total).toBe(0);
  });

  test("only for tasks the actor may act on, with their GM's tools", async () => {
    const t = await makeWorld();
    const task = await gmTask(t);
    const tool = (await weapons(t, t.kid.token)).data[0];
    const foreignTool = (await weapons(t, t.stranger.token)).data[0];
    const post = (body: object, token: string) => t.post("/api/task-tools/sessions", body, { token });
    expect((await post({ task_instance_id: task.id, tool_id: tool.id }, t.sibling.token)).status).toBe(404);
    expect((await post({ task_instance_id: task.id, tool_id: tool.id }, t.otherGm.token)).status).toBe(404);
    expect((await post({ task_instance_id: task.id, tool_id: foreignTool.id }, t.kid.token)).body.error).toBe("武器不存在");
    expect((await post({ task_instance_id: task.id }, t.kid.token)).body.error).toBe("请选择武器");
    const mine = (await post({ task_instance_id: task.id, tool_id: tool.id, status: "IN_PROGRESS" }, t.kid.token)).body.data;
    expect(mine.status).toBe("IN_PROGRESS");
    expect((await t.get(`/api/task-tools/sessions?task_instance_id=${task.id}`, { token: t.sibling.token })).status).toBe(404);
    expect((await t.get(`/api/task-tools/sessions?tool_id=${tool.id}`, { token: t.sibling.token })).body.total).toBe(0);
    expect((await t.put(`/api/task-tools/sessions/${mine.id}`, { status: "COMPLETED" }, { token: t.sibling.token })).status).toBe(404);
    expect((await t.put(`/api/task-tools/sessions/${mine.id}`, { tool_id: foreignTool.id }, { token: t.gm.token })).status).toBe(400);
    expect((await t.del(`/api/task-tools/sessions/${mine.id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.get(`/api/task-tools/sessions?tool_id=${tool.id}`, { token: t.gm.token })).body.total).toBe(1);
  });

  test("deleting a weapon removes its sessions", async () => {
    const t = await makeWorld();
    const task = await gmTask(t);
    const tool = (await weapons(t, t.gm.token)).data[0];
    await t.post("/api/task-tools/sessions", { task_instance_id: task.id, tool_id: tool.id }, { token: t.kid.token });
    await t.del(`/api/task-tools/weapons/${tool.id}`, { token: t.gm.token });
    expect((await t.get(`/api/task-tools/sessions?task_instance_id=${task.id}`, { token: t.kid.token })).body.total).toBe(0);
  });
});
