import { lazy, Suspense, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Link, useRoute } from "wouter";
import type { TaskInstance } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { ReviewImages } from "../../components/gm/ReviewImages.tsx";
import { parseRewards, RewardInputs, rewardStrings, type RewardValues } from "../../components/gm/RewardInputs.tsx";
import { Notice } from "../../components/Notice.tsx";
import { formatDateTime, STATUS_LABELS, taskName } from "../../components/tasks/task-rules.ts";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { GM_ROUTES } from "../../routes.ts";
import { approveSubmission, fetchSubmission, GM_MESSAGES, rejectSubmission } from "../../state/gm.ts";
import { ensurePlayers, gmPlayers, playerLabel } from "../../state/players.ts";

// The drawing modal is only needed when the GM annotates; it stays out of the console chunk.
const AnnotationModal = lazy(() => import("../../components/annotation/AnnotationModal.tsx"));

/** /gm-dashboard/submissions/{id} (3-gm §2.1, §2.3, §4): photos, annotations, notes, rewards, reject or approve. */
export function GmSubmissionReviewPage() {
  useDocumentTitle("审核提交");
  const [, params] = useRoute<{ id: string }>(GM_ROUTES.submission);
  const id = params?.id ?? "";
  const players = useSnapshot(gmPlayers);
  const [task, setTask] = useState<TaskInstance | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [annotated, setAnnotated] = useState<string[]>([]);
  const [rewards, setRewards] = useState<RewardValues>({ xp: "0", emeralds: "0", diamonds: "0" });
  const [rewardErrors, setRewardErrors] = useState<Partial<RewardValues>>({});
  const [annotating, setAnnotating] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => void ensurePlayers(), []);
  useEffect(() => {
    fetchSubmission(id).then(
      (found) => {
        if (!found) return setLoadError(GM_MESSAGES.loadDetail);
        setTask(found);
        setNotes(found.gm_feedback.notes ?? "");
        setAnnotated(found.gm_feedback.annotated_images);
        setRewards(rewardStrings(found.rewards));
      },
      (error: Error) => setLoadError(error.message),
    );
  }, [id]);

  if (loadError) {
    return (
      <section className="gm-page">
        <Notice tone="error">{loadError}</Notice>
        <Link href={GM_ROUTES.submissions} className="button-link secondary">
          返回提交列表
        </Link>
      </section>
    );
  }
  if (!task) return <BlockLoader />;

  const reviewable = task.status === "PENDING_REVIEW" && !done;

  async function decide(kind: "approve" | "reject") {
    setFailure(null);
    let result;
    setBusy(true);
    try {
      if (kind === "approve") {
        const parsed = parseRewards(rewards);
        setRewardErrors(parsed.ok ? {} : parsed.errors);
        if (!parsed.ok) return setBusy(false);
        result = await approveSubmission(task!.id, { notes, annotated }, parsed.rewards);
        const paid = result.award;
        setDone(paid ? `已批准！玩家获得 ${paid.xp} 经验值、${paid.emeralds} 绿宝石、${paid.diamonds} 钻石` : "已批准");
      } else {
        result = await rejectSubmission(task!.id, { notes, annotated });
        setDone("已驳回，任务退回给玩家修改");
      }
      setTask(result);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="gm-page review-page">
      <p>
        <Link href={GM_ROUTES.submissions}>← 返回提交列表</Link>
      </p>
      <h1>审核：{taskName(task)}</h1>
      <p className="muted">
        {playerLabel(players, task.player_id, task.player_username)} · 提交于 {formatDateTime(task.submitted_at ?? task.updated_at)} · 状态：{STATUS_LABELS[task.status]}
      </p>
      <Notice tone="success">{done}</Notice>
      {!reviewable && !done ? <Notice tone="info">这个任务当前不在待审核状态。</Notice> : null}

      <section className="panel gm-section" aria-labelledby="note-title">
        <h2 id="note-title">玩家的完成说明</h2>
        <p className="player-notes">{task.notes_by_player || "（没有填写）"}</p>
      </section>

      <ReviewImages
        attachments={task.submission_attachment_urls}
        annotated={annotated}
        onAnnotate={setAnnotating}
        onRemoveAnnotated={(url) => setAnnotated((list) => list.filter((u) => u !== url))}
        disabled={!reviewable}
      />

      <section className="panel gm-section" aria-labelledby="decision-title">
        <h2 id="decision-title">审核意见</h2>
        <Notice tone="error">{failure}</Notice>
        <TextAreaField label="GM备注" name="gm-notes" rows={3} maxLength={5000} value={notes} onValueChange={setNotes} disabled={!reviewable} />
        <h3>奖励调整</h3>
        <RewardInputs values={rewards} onChange={setRewards} errors={rewardErrors} />
        <div className="modal-actions">
          <button type="button" className="danger" onClick={() => void decide("reject")} disabled={!reviewable || busy}>
            驳回
          </button>
          <button type="button" onClick={() => void decide("approve")} disabled={!reviewable || busy} aria-busy={busy}>
            批准
          </button>
        </div>
      </section>

      {annotating ? (
        <Suspense fallback={null}>
          <AnnotationModal
            imageUrl={annotating}
            playerId={task.player_id}
            taskId={task.id}
            onClose={() => setAnnotating(null)}
            onSaved={(url) => {
              setAnnotated((list) => [...list, url]);
              setAnnotating(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
