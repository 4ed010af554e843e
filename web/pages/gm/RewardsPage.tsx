import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { Redemption } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { ProcessRedemptionModal } from "../../components/economy/ProcessRedemptionModal.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { FULFILLED_LIMIT, gmRedemptions, loadFulfilledRedemptions, loadPendingRedemptions } from "../../state/economy.ts";
import { ensurePlayers, gmPlayers, playerLabel } from "../../state/players.ts";
import { RedemptionList } from "./rewards/RedemptionList.tsx";

type Tab = "pending" | "done";

/** /gm-dashboard/rewards (3-gm §2.1, §4, §8, §9): tabs 待处理 and 已完成 (latest 20), and the process dialog. */
export default function GmRewardsPage() {
  useDocumentTitle("兑换处理");
  const snap = useSnapshot(gmRedemptions);
  const players = useSnapshot(gmPlayers);
  const [tab, setTab] = useState<Tab>("pending");
  const [processing, setProcessing] = useState<Redemption | null>(null);
  const [flash, showFlash] = useFlash();

  const load = (which: Tab) => void (which === "pending" ? loadPendingRedemptions() : loadFulfilledRedemptions());
  useEffect(() => void ensurePlayers(), []);
  useEffect(() => load(tab), [tab]);

  const nameOf = (r: Redemption) => playerLabel(players, r.player_id, r.full_name || r.username);
  const status = tab === "pending" ? snap.pendingStatus : snap.fulfilledStatus;
  const list = (tab === "pending" ? snap.pending : snap.fulfilled) as Redemption[];

  return (
    <section className="gm-page">
      <h1>兑换处理</h1>
      <div className="block-tabs" role="tablist" aria-label="兑换记录">
        <button type="button" role="tab" aria-selected={tab === "pending"} className="block-tab" onClick={() => setTab("pending")}>
          待处理{snap.pendingCount ? ` (${snap.pendingCount})` : ""}
        </button>
        <button type="button" role="tab" aria-selected={tab === "done"} className="block-tab" onClick={() => setTab("done")}>
          已完成
        </button>
      </div>
      <Notice tone="success">{flash}</Notice>
      {snap.error ? (
        <div className="retry-line">
          <Notice tone="error">{snap.error}</Notice>
          <button type="button" className="secondary small" onClick={() => load(tab)}>
            重试
          </button>
        </div>
      ) : null}
      <div role="tabpanel" aria-label={tab === "pending" ? "待处理" : "已完成"}>
        {status === "loading" || status === "idle" ? (
          <BlockLoader />
        ) : list.length === 0 ? (
          status === "ready" ? (
            <div className="panel empty-state">
              <p>{tab === "pending" ? "没有等待处理的兑换。" : "还没有处理过的兑换。"}</p>
            </div>
          ) : null
        ) : (
          <RedemptionList list={list} nameOf={nameOf} onProcess={tab === "pending" ? setProcessing : undefined} />
        )}
        {tab === "done" && list.length >= FULFILLED_LIMIT ? <p className="muted">只显示最近的 {FULFILLED_LIMIT} 条。</p> : null}
      </div>
      <ProcessRedemptionModal
        redemption={processing}
        playerName={processing ? nameOf(processing) : ""}
        onClose={() => setProcessing(null)}
        onDone={(message) => {
          setProcessing(null);
          showFlash(message);
        }}
      />
    </section>
  );
}
