import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import type { AchievementTemplate } from "../../api.ts";
import { AchievementGrid } from "../../components/achievements/AchievementGrid.tsx";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { DiamondIcon, EmeraldIcon, StarIcon, XpOrbIcon } from "../../components/icons.tsx";
import { Notice } from "../../components/Notice.tsx";
import { XpBar } from "../../components/XpBar.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { ROUTES } from "../../routes.ts";
import { achievements, checkMyAchievements } from "../../state/achievements.ts";
import { loadRewardHistory } from "../../state/economy.ts";
import { refreshProfile, session } from "../../state/session.ts";
import { RewardHistory } from "./progress/RewardHistory.tsx";
import "./progress/progress.css";

/** /progress, 成长记录 (issue #5): level and XP, gems, achievements with progress, and the reward history. */
export default function ProgressPage() {
  useDocumentTitle("成长记录");
  const profile = useSnapshot(session).profile;
  const ach = useSnapshot(achievements);

  // Fresh numbers, anything newly reached unlocked (and celebrated), the history's first page.
  useEffect(() => {
    void refreshProfile().catch(() => {});
    void checkMyAchievements();
    void loadRewardHistory(1);
  }, []);

  const list = ach.list as AchievementTemplate[];
  const unlocked = list.filter((a) => a.progress?.unlocked).length;

  return (
    <section className="progress-page">
      <header className="page-head board-head">
        <StarIcon size={44} />
        <div>
          <h1>成长记录</h1>
          <p className="muted">看看你的等级、宝石和成就，还有每一笔奖励从哪里来。</p>
        </div>
      </header>

      {profile ? (
        <div className="card-grid progress-stats">
          <article className="panel progress-level" aria-labelledby="level-title">
            <h2 id="level-title">
              <XpOrbIcon size={24} /> 等级 {profile.player_level}
            </h2>
            <XpBar xp={profile.player_xp} toNext={profile.xp_to_next_level} showText />
            <p className="muted">
              再获得 {Math.max(0, profile.xp_to_next_level - profile.player_xp)} 经验升到 {profile.player_level + 1} 级
            </p>
          </article>
          <Link href={ROUTES.tradingPost} className="panel stat-card gem-card gem-emerald" aria-label={`绿宝石 ${profile.emeralds}，去交易所`}>
            <EmeraldIcon size={36} />
            <span className="stat-title">绿宝石</span>
            <span className="stat-value">{profile.emeralds}</span>
          </Link>
          <article className="panel stat-card gem-card gem-diamond" aria-label={`钻石 ${profile.diamonds}`}>
            <DiamondIcon size={36} />
            <span className="stat-title">钻石</span>
            <span className="stat-value">{profile.diamonds}</span>
          </article>
        </div>
      ) : null}

      <section className="achievements-section" aria-labelledby="achievements-title">
        <h2 id="achievements-title">
          成就 <span className="count-badge">{ach.status === "ready" ? `${unlocked}/${list.length}` : "…"}</span>
        </h2>
        <Notice tone="error">{ach.error}</Notice>
        {ach.status === "loading" || ach.status === "idle" ? <BlockLoader /> : <AchievementGrid list={list} />}
      </section>

      <RewardHistory />
    </section>
  );
}
