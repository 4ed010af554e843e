import { useSnapshot } from "valtio";
import type { RewardLog } from "../../../api.ts";
import { BlockLoader } from "../../../components/BlockLoader.tsx";
import { Pager } from "../../../components/dictionary/Pager.tsx";
import { DiamondIcon, EmeraldIcon, XpOrbIcon } from "../../../components/icons.tsx";
import { Notice } from "../../../components/Notice.tsx";
import { formatDateTime } from "../../../components/tasks/task-rules.ts";
import { signed } from "../../../lib/economy.ts";
import { HISTORY_PAGE_SIZE, loadRewardHistory, rewardHistory } from "../../../state/economy.ts";
import "../../../components/dictionary/dictionary.css"; // the shared pager's look

/** One amount of a log line: +10 / -5 with its icon; nothing for 0. */
function Amount({ value, kind }: { value: number; kind: "xp" | "emerald" | "diamond" }) {
  if (!value) return null;
  const Icon = kind === "xp" ? XpOrbIcon : kind === "emerald" ? EmeraldIcon : DiamondIcon;
  const label = kind === "xp" ? "经验" : kind === "emerald" ? "绿宝石" : "钻石";
  return (
    <span className={`log-amount ${value > 0 ? "gain" : "loss"}`} role="img" aria-label={`${label}${signed(value)}`}>
      <Icon size={16} /> {signed(value)}
    </span>
  );
}

/** The reward log as a history (issue #5): what earned or spent what, when, why and by whom; paged. */
export function RewardHistory() {
  const snap = useSnapshot(rewardHistory);
  return (
    <section className="panel reward-history" aria-labelledby="history-title">
      <h2 id="history-title">奖励记录</h2>
      {snap.error ? (
        <div className="retry-line">
          <Notice tone="error">{snap.error}</Notice>
          <button type="button" className="secondary small" onClick={() => void loadRewardHistory(snap.page)}>
            重试
          </button>
        </div>
      ) : null}
      {snap.status === "loading" && snap.entries.length === 0 ? (
        <BlockLoader />
      ) : snap.entries.length === 0 && snap.status === "ready" ? (
        <p className="muted">还没有记录。完成任务、解锁成就，奖励都会记在这里。</p>
      ) : (
        <ol className="log-list" aria-busy={snap.status === "loading"}>
          {(snap.entries as RewardLog[]).map((entry) => (
            <li key={entry.id} className="log-row">
              <span className="log-when muted">{formatDateTime(entry.created_at)}</span>
              <span className="log-what">
                <span className="kind-tag">{entry.action_label}</span> {entry.reason ?? ""}
                {entry.created_by_name && entry.created_by !== entry.user_id ? (
                  <small className="muted"> · {entry.created_by_name}</small>
                ) : null}
              </span>
              <span className="log-amounts">
                <Amount value={entry.xp_awarded} kind="xp" />
                <Amount value={entry.emeralds_awarded} kind="emerald" />
                <Amount value={entry.diamonds_awarded} kind="diamond" />
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pager page={snap.page} total={snap.total} pageSize={HISTORY_PAGE_SIZE} onPage={(page) => void loadRewardHistory(page)} label="奖励记录分页" />
    </section>
  );
}
