import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { ManagedPlayer } from "../../api.ts";
import { GrantAchievementModal } from "../../components/achievements/GrantAchievementModal.tsx";
import { Avatar } from "../../components/Avatar.tsx";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { AdjustResourcesModal } from "../../components/economy/AdjustResourcesModal.tsx";
import { AddPlayerModal } from "../../components/gm/AddPlayerModal.tsx";
import { ResetCodeModal } from "../../components/gm/ResetCodeModal.tsx";
import { Notice } from "../../components/Notice.tsx";
import { formatDateTime } from "../../components/tasks/task-rules.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { gmPlayers, loadPlayers, loadResetRequests, playerLabel } from "../../state/players.ts";

type Target = { id: string; username: string; name: string };

/** /gm-dashboard/players (3-gm §2.1): the managed players, adding one, adjusting resources, granting achievements, and password reset codes (D3). */
export function GmPlayersPage() {
  useDocumentTitle("玩家管理");
  const snap = useSnapshot(gmPlayers);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<Target | null>(null);
  const [adjusting, setAdjusting] = useState<ManagedPlayer | null>(null);
  const [granting, setGranting] = useState<Target | null>(null);
  const [flash, showFlash] = useFlash();

  useEffect(() => {
    void loadPlayers();
    void loadResetRequests();
  }, []);

  const target = (id: string, username: string): Target => ({ id, username, name: playerLabel(snap, id, username) });

  return (
    <section className="gm-page">
      <header className="page-head">
        <h1>玩家管理</h1>
        <button type="button" onClick={() => setAdding(true)}>
          + 添加玩家
        </button>
      </header>
      <Notice tone="success">{flash}</Notice>
      <Notice tone="error">{snap.error}</Notice>

      {snap.requests.length > 0 ? (
        <section className="panel reset-requests" aria-labelledby="reset-requests-title">
          <h2 id="reset-requests-title">忘记密码的请求</h2>
          <ul>
            {snap.requests.map((r) => (
              <li key={r.id}>
                <span>
                  <strong>{r.full_name || r.username}</strong>（@{r.username}）于 {formatDateTime(r.created_at)} 请求重置密码
                </span>
                <button type="button" className="secondary" onClick={() => setResetting(target(r.user_id, r.username))}>
                  生成重置代码
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {snap.status === "loading" ? (
        <BlockLoader />
      ) : snap.list.length === 0 && snap.status === "ready" ? (
        <div className="panel empty-state">
          <p>你还没有管理任何玩家。点击「添加玩家」为孩子创建账号。</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="block-table">
            <thead>
              <tr>
                <th scope="col">玩家</th>
                <th scope="col">年级 / 学校</th>
                <th scope="col">等级</th>
                <th scope="col">经验</th>
                <th scope="col">绿宝石</th>
                <th scope="col">钻石</th>
                <th scope="col">加入时间</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {snap.list.map((p) => (
                <tr key={p.id}>
                  <td>
                    <span className="player-cell">
                      <Avatar url={p.avatar_url} name={playerLabel(snap, p.id)} size={32} />
                      <span>
                        <strong>{playerLabel(snap, p.id)}</strong>
                        <small className="muted">@{p.username}</small>
                      </span>
                    </span>
                  </td>
                  <td>{[p.grade, p.school].filter(Boolean).join(" · ") || "未设置"}</td>
                  <td>Lv.{p.player_level}</td>
                  <td>
                    {p.player_xp}/{p.xp_to_next_level}
                  </td>
                  <td>{p.emeralds}</td>
                  <td>{p.diamonds}</td>
                  <td>{formatDateTime(p.created_at).slice(0, 10)}</td>
                  <td>
                    <span className="row-actions">
                      <button type="button" className="small" onClick={() => setAdjusting(p as ManagedPlayer)} aria-label={`为${playerLabel(snap, p.id)}调整资源`}>
                        调整资源
                      </button>
                      <button type="button" className="secondary small" onClick={() => setGranting(target(p.id, p.username))} aria-label={`为${playerLabel(snap, p.id)}授予成就`}>
                        授予成就
                      </button>
                      <button type="button" className="secondary small" onClick={() => setResetting(target(p.id, p.username))}>
                        {p.reset_requested_at ? "重置密码（有请求）" : "重置密码"}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <AddPlayerModal open={adding} onClose={() => setAdding(false)} onAdded={showFlash} />
      <ResetCodeModal player={resetting} onClose={() => setResetting(null)} />
      <AdjustResourcesModal
        player={adjusting}
        name={adjusting ? playerLabel(snap, adjusting.id) : ""}
        onClose={() => setAdjusting(null)}
        onDone={(message) => (setAdjusting(null), showFlash(message))}
      />
      <GrantAchievementModal player={granting} onClose={() => setGranting(null)} onDone={(message) => (setGranting(null), showFlash(message), void loadPlayers())} />
    </section>
  );
}
