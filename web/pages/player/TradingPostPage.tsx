import { useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import type { RewardItem, RewardType } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { RedeemConfirmModal } from "../../components/economy/RedeemConfirmModal.tsx";
import { RewardCard } from "../../components/economy/RewardCard.tsx";
import { VillagerIcon } from "../../components/economy/VillagerIcon.tsx";
import { Notice } from "../../components/Notice.tsx";
import { ResourceBadge } from "../../components/ResourceBadge.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { cardState, REDEEM_MESSAGES, REWARD_TYPE_LABELS, REWARD_TYPES } from "../../lib/economy.ts";
import { loadMyRedemptions, loadTradingPost, redeemReward, tradingPost } from "../../state/economy.ts";
import { session } from "../../state/session.ts";
import { MyRedemptions } from "./trading/MyRedemptions.tsx";

/** Spec 1-core §8: after a redemption the rewards list refreshes after 1 s. */
export const REFRESH_AFTER_REDEEM_MS = 1000;

const FILTERS: readonly (readonly [RewardType | "", string])[] = [["", "全部"], ...REWARD_TYPES.map((t) => [t, REWARD_TYPE_LABELS[t]] as const)];

/** /trading-post, 村民交易所 (spec 1-core §2, §5, §8): balances, a type filter, reward cards, confirm, 我的兑换. */
export default function TradingPostPage() {
  useDocumentTitle("村民交易所");
  const snap = useSnapshot(tradingPost);
  const profile = useSnapshot(session).profile;
  const [filter, setFilter] = useState<RewardType | "">("");
  const [confirming, setConfirming] = useState<RewardItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    void loadTradingPost();
    void loadMyRedemptions();
    return () => clearTimeout(refresh.current);
  }, []);

  const balance = profile ? { emeralds: profile.emeralds, diamonds: profile.diamonds } : null;

  function open(item: RewardItem) {
    setFailure(null);
    if (!profile) return setFailure(REDEEM_MESSAGES.needLogin);
    setConfirming(item);
  }

  async function confirm() {
    if (!confirming) return;
    setBusy(true);
    setFailure(null);
    try {
      const message = await redeemReward(confirming);
      setConfirming(null);
      showFlash(message);
      clearTimeout(refresh.current);
      refresh.current = setTimeout(() => {
        void loadTradingPost();
        void loadMyRedemptions();
      }, REFRESH_AFTER_REDEEM_MS);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : REDEEM_MESSAGES.failed);
      void loadTradingPost(); // sold out or repriced meanwhile: the cards should say so
    } finally {
      setBusy(false);
    }
  }

  const shown = (snap.items as RewardItem[]).filter((item) => !filter || item.reward_type === filter);

  return (
    <section className="trading-post">
      <header className="page-head board-head">
        <VillagerIcon size={48} />
        <div>
          <h1>村民交易所</h1>
          <p className="muted">用绿宝石和钻石，向村民换取你想要的奖励。</p>
        </div>
      </header>

      <div className="panel wallet" aria-label="我的资源">
        <span className="wallet-label">我的资源</span>
        {profile ? (
          <>
            <ResourceBadge kind="emerald" value={profile.emeralds} />
            <ResourceBadge kind="diamond" value={profile.diamonds} />
          </>
        ) : null}
      </div>

      <div className="block-tabs" role="tablist" aria-label="奖励类型">
        {FILTERS.map(([key, label]) => (
          <button key={key || "all"} type="button" role="tab" aria-selected={filter === key} className="block-tab" onClick={() => setFilter(key)}>
            {label}
          </button>
        ))}
      </div>

      <Notice tone="success">{flash}</Notice>
      <Notice tone="error">{confirming ? null : (failure ?? snap.error)}</Notice>

      <div role="tabpanel" aria-label={FILTERS.find(([key]) => key === filter)![1]}>
        {snap.status === "loading" || snap.status === "idle" ? (
          <BlockLoader text="村民正在摆货…" />
        ) : shown.length === 0 ? (
          <div className="panel empty-state">
            <p>{snap.items.length === 0 ? "交易所里还没有奖励，请等待GM上架。" : "这一类还没有奖励。"}</p>
          </div>
        ) : (
          <div className="task-grid reward-grid">
            {shown.map((item) => (
              <RewardCard key={item.id} item={item} state={cardState(item, balance)} onRedeem={open} busy={busy && confirming?.id === item.id} />
            ))}
          </div>
        )}
      </div>

      <MyRedemptions />

      <RedeemConfirmModal
        item={confirming}
        balance={balance ?? { emeralds: 0, diamonds: 0 }}
        busy={busy}
        error={failure}
        onConfirm={() => void confirm()}
        onClose={() => {
          setConfirming(null);
          setFailure(null);
        }}
      />
    </section>
  );
}
