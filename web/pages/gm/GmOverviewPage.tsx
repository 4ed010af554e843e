import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { Notice } from "../../components/Notice.tsx";
import { formatDateTime, taskName } from "../../components/tasks/task-rules.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { GM_ROUTES, gmSubmissionPath } from "../../routes.ts";
import { gmRedemptions, loadPendingRedemptions } from "../../state/economy.ts";
import { gmQuests, loadPending } from "../../state/gm.ts";
import { gmPlayers, loadPlayers, playerLabel } from "../../state/players.ts";

/** /gm-dashboard (3-gm §2.1 overview): players, pending reviews and redemptions, quick links, the 3 latest submissions. */
export function GmOverviewPage() {
  useDocumentTitle("GM控制台");
  const players = useSnapshot(gmPlayers);
  const quests = useSnapshot(gmQuests);
  const redemptions = useSnapshot(gmRedemptions);

  useEffect(() => {
    void loadPlayers();
    void loadPending();
    void loadPendingRedemptions();
  }, []);

  const recent = quests.pending.slice(0, 3);
  return (
    <section className="gm-page">
      <h1>总览</h1>
      <Notice tone="error">{players.error ?? quests.pendingError ?? redemptions.error}</Notice>
      <div className="stat-row">
        <Link href={GM_ROUTES.players} className="panel gm-stat">
          <span className="gm-stat-value">{players.status === "ready" ? players.list.length : "…"}</span>
          <span className="gm-stat-label">管理的玩家</span>
        </Link>
        <Link href={GM_ROUTES.submissions} className="panel gm-stat">
          <span className="gm-stat-value">{quests.pendingCount ?? "…"}</span>
          <span className="gm-stat-label">待审核任务</span>
        </Link>
        <Link href={GM_ROUTES.rewards} className="panel gm-stat">
          <span className="gm-stat-value">{redemptions.pendingCount ?? "…"}</span>
          <span className="gm-stat-label">待处理兑换</span>
        </Link>
      </div>

      <h2>快捷操作</h2>
      <div className="quick-links">
        <Link href={GM_ROUTES.taskNew} className="button-link">
          创建任务模板
        </Link>
        <Link href={GM_ROUTES.storeNew} className="button-link secondary">
          添加奖励
        </Link>
        <Link href={GM_ROUTES.submissions} className="button-link secondary">
          审核提交
        </Link>
      </div>

      <h2>最近的提交</h2>
      {recent.length === 0 ? (
        <p className="muted">{quests.pendingStatus === "ready" ? "暂时没有等待审核的提交。" : "加载中…"}</p>
      ) : (
        <ul className="recent-list">
          {recent.map((task) => (
            <li key={task.id}>
              <Link href={gmSubmissionPath(task.id)} className="panel recent-item">
                <strong>{taskName(task)}</strong>
                <span>{playerLabel(players, task.player_id, task.player_username)}</span>
                <span className="muted">{formatDateTime(task.submitted_at ?? task.updated_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
