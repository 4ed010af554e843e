import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import type { TaskInstance } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { Notice } from "../../components/Notice.tsx";
import { formatDateTime, taskName } from "../../components/tasks/task-rules.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { gmSubmissionPath } from "../../routes.ts";
import { gmQuests, loadPending } from "../../state/gm.ts";
import { ensurePlayers, gmPlayers, playerLabel } from "../../state/players.ts";

/** /gm-dashboard/submissions (3-gm §2.1): the pending count and each waiting submission. */
export function GmSubmissionsPage() {
  useDocumentTitle("提交审核");
  const quests = useSnapshot(gmQuests);
  const players = useSnapshot(gmPlayers);

  useEffect(() => {
    void loadPending();
    void ensurePlayers();
  }, []);

  return (
    <section className="gm-page">
      <h1>提交审核</h1>
      <p className="lead-count">
        待审核：<strong>{quests.pendingCount ?? "…"}</strong> 个
      </p>
      <Notice tone="error">{quests.pendingError}</Notice>
      {quests.pendingStatus === "loading" ? (
        <BlockLoader />
      ) : quests.pending.length === 0 ? (
        <div className="panel empty-state">
          <p>没有等待审核的提交。</p>
        </div>
      ) : (
        <ul className="submission-list">
          {(quests.pending as TaskInstance[]).map((task) => (
            <li key={task.id} className="panel submission-item">
              <div className="submission-main">
                <h2>{taskName(task)}</h2>
                <p className="muted">
                  {playerLabel(players, task.player_id, task.player_username)} · 提交于 {formatDateTime(task.submitted_at ?? task.updated_at)}
                </p>
                {task.notes_by_player ? <p className="player-notes clamp-3">{task.notes_by_player}</p> : null}
                {task.submission_attachment_url ? (
                  <a href={task.submission_attachment_url} target="_blank" rel="noreferrer">
                    查看附件{task.submission_attachment_urls.length > 1 ? `（共${task.submission_attachment_urls.length}张）` : ""}
                  </a>
                ) : (
                  <span className="muted">无附件</span>
                )}
              </div>
              <Link href={gmSubmissionPath(task.id)} className="button-link" aria-label={`审核「${taskName(task)}」`}>
                审核
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
