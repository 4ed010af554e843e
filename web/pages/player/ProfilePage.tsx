import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { AchievementSummaryCard } from "../../components/achievements/AchievementSummaryCard.tsx";
import { Avatar } from "../../components/Avatar.tsx";
import { BookIcon, ChestIcon, DiamondIcon, EmeraldIcon, SwordIcon, XpOrbIcon } from "../../components/icons.tsx";
import { Notice } from "../../components/Notice.tsx";
import { ChangePasswordModal } from "../../components/profile/ChangePasswordModal.tsx";
import { EditProfileModal } from "../../components/profile/EditProfileModal.tsx";
import { QuickNavCard } from "../../components/profile/QuickNavCard.tsx";
import { StatCard } from "../../components/profile/StatCard.tsx";
import { XpBar } from "../../components/XpBar.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { ROUTES } from "../../routes.ts";
import { refreshProfile, session } from "../../state/session.ts";

const NOT_SET = "未设置";

/** /profile, 我的资料 (spec 1-core §2): info, password, learning stats, XP, gems, quick links. */
export default function ProfilePage() {
  useDocumentTitle("我的资料");
  const snap = useSnapshot(session);
  const profile = snap.profile;
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [flash, showFlash] = useFlash();

  // Stats and gems change while the child plays elsewhere; show today's numbers.
  useEffect(() => void refreshProfile().catch(() => {}), []);

  return (
    <section className="profile-page">
      <h1>我的资料</h1>
      <Notice tone="success">{flash}</Notice>
      <div className="card-grid profile-grid">
        <article className="panel profile-basic" aria-labelledby="basic-title">
          <h2 id="basic-title">基本信息</h2>
          {profile ? (
            <>
              <div className="profile-identity">
                <Avatar url={profile.avatar_url} name={profile.name || profile.username} size={88} />
                <div>
                  <p className="profile-name">{profile.name || "未设置姓名"}</p>
                  <p className="muted">
                    玩家名 @{profile.username}
                    {profile.role === "GM" ? <span className="role-tag">GM</span> : null}
                  </p>
                </div>
              </div>
              <dl className="profile-facts">
                <dt>邮箱</dt>
                <dd>{snap.user?.email ?? profile.email}</dd>
                <dt>年级</dt>
                <dd>{profile.grade || NOT_SET}</dd>
                <dt>学校</dt>
                <dd>{profile.school || NOT_SET}</dd>
              </dl>
              <button type="button" onClick={() => setEditing(true)}>
                编辑资料
              </button>
            </>
          ) : null}
        </article>

        <article className="panel" aria-labelledby="password-title">
          <h2 id="password-title">密码管理</h2>
          <p>定期更换通行暗号，让你的账号更安全。</p>
          <button type="button" className="secondary" onClick={() => setChangingPassword(true)}>
            修改密码
          </button>
        </article>

        <StatCard title="已学汉字" value={profile?.learning_stats.characters_learned} unit="个" Icon={SwordIcon} />
        <StatCard title="已背诗词" value={profile?.learning_stats.poems_recited} unit="首" Icon={BookIcon} />
        <StatCard title="错题数量" value={profile?.learning_stats.error_count} unit="道" Icon={ChestIcon} />

        <article className="panel" aria-labelledby="xp-title">
          <h2 id="xp-title">
            <XpOrbIcon size={24} /> 经验值
          </h2>
          {profile ? (
            <>
              <p className="stat-value">等级 {profile.player_level}</p>
              <XpBar xp={profile.player_xp} toNext={profile.xp_to_next_level} showText />
            </>
          ) : null}
        </article>

        {profile ? (
          <>
            <Link href={ROUTES.tradingPost} className="panel stat-card gem-card gem-emerald" aria-label={`绿宝石 ${profile.emeralds}，去交易所`}>
              <EmeraldIcon size={40} />
              <span className="stat-title">绿宝石</span>
              <span className="stat-value">{profile.emeralds}</span>
              <span className="muted">去交易所兑换 →</span>
            </Link>
            <article className="panel stat-card gem-card gem-diamond" aria-label={`钻石 ${profile.diamonds}`}>
              <DiamondIcon size={40} />
              <span className="stat-title">钻石</span>
              <span className="stat-value">{profile.diamonds}</span>
            </article>
          </>
        ) : null}

        {profile?.role === "PLAYER" ? <AchievementSummaryCard /> : null}
        <QuickNavCard />
      </div>

      {profile ? (
        <EditProfileModal
          open={editing}
          profile={profile}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            showFlash("个人资料已成功更新");
          }}
        />
      ) : null}
      <ChangePasswordModal
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onSaved={() => {
          setChangingPassword(false);
          showFlash("密码已成功更新");
        }}
      />
    </section>
  );
}
