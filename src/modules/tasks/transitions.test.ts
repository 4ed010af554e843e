import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { taskInstances, type TaskStatus } from "../../../db/schema/index.ts";
import { accept, makeTemplate, makeWorld, standing, submittedTask, taskPhoto, type World } from "../../test/quests-fixtures.ts";

const gmTask = async (t: World, body: object = {}) =>
  (await t.post("/api/tasks/instances", { player_id: t.kid.id, gm_added_name: "练字", ...body }, { token: t.gm.token })).body.data;
const quickTask = async (t: World) => (await t.post("/api/tasks/instances", { subject: "家务", content: "洗碗" }, { token: t.kid.token })).body.data;
const setStatus = (t: World, id: string, status: TaskStatus) => t.db.update(taskInstances).set({ status }).where(eq(taskInstances.id, id)).run();

describe("player transitions (1-core §4)", () => {
  test("accept: PENDING_ACCEPTANCE → ACCEPTED sets accepted_at", async () => {
    const t = await makeWorld();
    const task = await gmTask(t);
    const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "ACCEPTED" }, { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("ACCEPTED");
    expect(res.body.data.accepted_at).not.toBeNull();
    expect(res.body.data.award).toBeNull();
  });

  test("submit: ACCEPTED → PENDING_REVIEW with a note and the player's own photos", async () => {
    const t = await makeWorld();
    const task = await accept(t, t.kid, (await makeTemplate(t, t.gm)).id);
    const photo = await taskPhoto(t, t.kid, t.kid.id, task.id);
    const res = await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: " 背完了 ", attachmentUrls: [photo, photo] }, { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "PENDING_REVIEW",
      notes_by_player: "背完了",
      submission_attachment_urls: [photo],
      submission_attachment_url: photo,
    });
    expect(res.body.data.submitted_at).not.toBeNull();
  });

  test("submit needs a note; photos must be images in the player's store", async () => {
    const t = await makeWorld();
    const task = await accept(t, t.kid, (await makeTemplate(t, t.gm)).id);
    const submit = (body: object, token = t.kid.token) => t.put(`/api/tasks/instances/${task.id}/submit`, body, { token });
    expect((await submit({ notes: "  " })).body.error).toBe("请输入任务完成说明");
    expect((await submit({})).body.error).toBe("请输入任务完成说明");
    const siblingsPhoto = await taskPhoto(t, t.sibling, t.sibling.id);
    const bad = await submit({ notes: "好了", attachmentUrls: [siblingsPhoto] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("附件无效：请上传图片文件（JPG, PNG, GIF）后再提交");
    expect((await submit({ notes: "好了", attachmentUrls: ["https://evil.example/x.png"] })).status).toBe(400);
    expect((await submit({ notes: "好了", attachmentUrls: ["/api/r2/image?key=tasks/none.png"] })).status).toBe(400);
    const pdf = await t.upload("/api/upload/file", { bytes: new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), name: "a.pdf" }, { filePath: `tasks/${t.kid.id}/x` }, { token: t.kid.token });
    expect((await submit({ notes: "好了", attachmentUrls: [pdf.body.data.url] })).status).toBe(400);
    // Neither the GM nor another player submits for the player.
    expect((await submit({ notes: "代交" }, t.gm.token)).status).toBe(403);
    expect((await submit({ notes: "代交" }, t.sibling.token)).status).toBe(404);
    // A bare key of the player's own works too.
    const photo = await taskPhoto(t, t.kid, t.kid.id);
    const key = new URL(photo, "http://x").searchParams.get("key")!;
    expect((await submit({ notes: "好了", attachmentUrls: [key] })).body.data.submission_attachment_urls).toEqual([photo]);
  });

  test("a PENDING_REVIEW submission can be modified; photos kept unless sent", async () => {
    const t = await makeWorld();
    const task = await accept(t, t.kid, (await makeTemplate(t, t.gm)).id);
    const photo = await taskPhoto(t, t.kid, t.kid.id);
    await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: "第一版", attachmentUrls: [photo] }, { token: t.kid.token });
    const again = await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: "第二版" }, { token: t.kid.token });
    expect(again.body.data).toMatchObject({ status: "PENDING_REVIEW", notes_by_player: "第二版", submission_attachment_urls: [photo] });
    const viaPut = await t.put(`/api/tasks/instances/${task.id}`, { notes_by_player: "第三版", submission_attachment_urls: [] }, { token: t.kid.token });
    expect(viaPut.body.data).toMatchObject({ status: "PENDING_REVIEW", notes_by_player: "第三版", submission_attachment_urls: [] });
  });

  test("submitting through PUT status PENDING_REVIEW works like /submit", async () => {
    const t = await makeWorld();
    const task = await accept(t, t.kid, (await makeTemplate(t, t.gm)).id);
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "PENDING_REVIEW" }, { token: t.kid.token })).body.error).toBe("请输入任务完成说明");
    const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "PENDING_REVIEW", notes_by_player: "好了" }, { token: t.kid.token });
    expect(res.body.data.status).toBe("PENDING_REVIEW");
  });

  test("illegal moves answer 409 with a message", async () => {
    const t = await makeWorld();
    const task = await gmTask(t);
    const put = (body: object) => t.put(`/api/tasks/instances/${task.id}`, body, { token: t.kid.token });
    // Cannot submit before accepting.
    const early = await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: "x" }, { token: t.kid.token });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("请先接受任务再提交");
    expect((await put({ status: "PENDING_REVIEW", notes_by_player: "x" })).status).toBe(409);
    expect((await put({ status: "IN_PROGRESS" })).status).toBe(409);
    const failed = await put({ status: "FAILED" });
    expect(failed.status).toBe(409);
    expect(failed.body.error).toBe("任务当前状态为「待接受」，不能变为「已失败」");
    await put({ status: "ACCEPTED" });
    expect((await put({ status: "PENDING_ACCEPTANCE" })).status).toBe(409);
    expect((await put({ status: "IN_PROGRESS" })).body.data.status).toBe("IN_PROGRESS");
    await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: "x" }, { token: t.kid.token });
    expect((await put({ status: "ACCEPTED" })).status).toBe(409);
    setStatus(t, task.id, "COMPLETED");
    expect((await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: "x" }, { token: t.kid.token })).status).toBe(409);
    expect((await put({ notes_by_player: "改" })).status).toBe(409);
    expect((await put({ status: "COMPLETED" })).status).toBe(409);
    setStatus(t, task.id, "CANCELLED");
    expect((await put({ status: "ACCEPTED" })).status).toBe(409);
  });

  test("the player cannot complete, cancel or edit what the GM must review (D9)", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid);
    const put = (body: object) => t.put(`/api/tasks/instances/${task.id}`, body, { token: t.kid.token });
    const complete = await put({ status: "COMPLETED" });
    expect(complete.status).toBe(403);
    expect(complete.body.error).toBe("此任务需要GM审核后才能完成");
    expect((await put({ status: "CANCELLED" })).status).toBe(403);
    expect((await put({ gm_added_name: "改名" })).status).toBe(403);
    for (const body of [{ notes_by_gm: "x" }, { xp_reward: 100 }, { gm_added_xp_reward: 100 }, { due_date: "2030-01-01T00:00:00Z" }, { gm_annotated_image_urls: [] }]) {
      expect((await put(body)).status).toBe(403);
    }
    expect(standing(t, t.kid.id).player_xp).toBe(0);
  });

  test("a player-added task: edit while unfinished, complete it (5 XP once), never twice", async () => {
    const t = await makeWorld();
    const task = await quickTask(t);
    const edited = await t.put(`/api/tasks/instances/${task.id}`, { gm_added_name: "洗碗和擦桌子", gm_added_description: "晚饭后", subject: "班务" }, { token: t.kid.token });
    expect(edited.body.data).toMatchObject({ name: "洗碗和擦桌子", description: "晚饭后", subject: "班务" });
    expect((await t.put(`/api/tasks/instances/${task.id}`, { gm_added_name: " " }, { token: t.kid.token })).body.error).toBe("请输入任务名称");
    expect((await t.put(`/api/tasks/instances/${task.id}`, { subject: "美术" }, { token: t.kid.token })).body.error).toBe("请选择学科");
    const done = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.kid.token });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: "COMPLETED", awarded_xp: 5, awarded_emeralds: 0, awarded_diamonds: 0 });
    expect(done.body.data.award).toMatchObject({ xp: 5, emeralds: 0, diamonds: 0, levels_gained: 0, profile: { player_xp: 5 } });
    expect(done.body.data.completed_at).not.toBeNull();
    const twice = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.kid.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("该任务已完成，不能重复完成");
    expect((await t.put(`/api/tasks/instances/${task.id}`, { gm_added_name: "再改" }, { token: t.kid.token })).status).toBe(403);
    expect(standing(t, t.kid.id).player_xp).toBe(5);
  });

  test("a player-added task can be completed from PENDING_REVIEW and cancelled while open", async () => {
    const t = await makeWorld();
    const a = await quickTask(t);
    await t.put(`/api/tasks/instances/${a.id}/submit`, { notes: "洗好了" }, { token: t.kid.token });
    expect((await t.put(`/api/tasks/instances/${a.id}`, { status: "COMPLETED" }, { token: t.kid.token })).body.data.status).toBe("COMPLETED");
    const b = await quickTask(t);
    expect((await t.put(`/api/tasks/instances/${b.id}`, { status: "CANCELLED" }, { token: t.kid.token })).body.data.status).toBe("CANCELLED");
    expect((await t.put(`/api/tasks/instances/${b.id}`, { status: "COMPLETED" }, { token: t.kid.token })).status).toBe(409);
  });

  test("nobody reaches another player's task", async () => {
    const t = await makeWorld();
    const task = await gmTask(t);
    for (const token of [t.sibling.token, t.stranger.token, t.otherGm.token]) {
      expect((await t.get(`/api/tasks/instances/${task.id}`, { token })).status).toBe(404);
      expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "ACCEPTED" }, { token })).status).toBe(404);
      expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token })).status).toBe(404);
    }
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "ACCEPTED" })).status).toBe(401);
    expect((await t.put("/api/tasks/instances/missing", { status: "ACCEPTED" }, { token: t.kid.token })).status).toBe(404);
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "DONE" }, { token: t.kid.token })).status).toBe(400);
    expect(t.db.select().from(taskInstances).where(eq(taskInstances.id, task.id)).get()!.status).toBe("PENDING_ACCEPTANCE");
  });
});
