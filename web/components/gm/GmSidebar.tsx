import type { ComponentType } from "react";
import { Link, useLocation } from "wouter";
import { BookIcon, ChecklistIcon, ChestIcon, DiamondIcon, EmeraldIcon, FaceIcon, GrassBlockIcon, SignBoardIcon, StarIcon, SwordIcon, XpOrbIcon } from "../icons.tsx";
import { playClick } from "../../lib/click-sound.ts";
import { useCurrentInView } from "../../hooks/useCurrentInView.ts";
import { GM_ROUTES, ROUTES } from "../../routes.ts";

type Entry = { href: string; label: string; Icon: ComponentType<{ size?: number }>; badge?: "pending" | "redemptions" };

/** The sidebar entries in the spec's order (3-gm §2.1), each with one of the app's pixel icons. */
export const GM_ENTRIES: readonly Entry[] = [
  { href: GM_ROUTES.overview, label: "总览", Icon: GrassBlockIcon },
  { href: GM_ROUTES.tasks, label: "任务管理", Icon: ChecklistIcon },
  { href: GM_ROUTES.submissions, label: "提交审核", Icon: SignBoardIcon, badge: "pending" },
  { href: GM_ROUTES.store, label: "奖励商店", Icon: EmeraldIcon },
  { href: GM_ROUTES.players, label: "玩家管理", Icon: FaceIcon },
  { href: GM_ROUTES.rewards, label: "兑换处理", Icon: ChestIcon, badge: "redemptions" },
  { href: GM_ROUTES.gameRewards, label: "游戏奖励记录", Icon: StarIcon },
  { href: GM_ROUTES.materials, label: "学习资料", Icon: BookIcon },
  { href: GM_ROUTES.gameConfigs, label: "游戏配置", Icon: DiamondIcon },
  { href: GM_ROUTES.sessions, label: "学习会话", Icon: XpOrbIcon },
  { href: GM_ROUTES.metadata, label: "任务元数据", Icon: SwordIcon },
  { href: GM_ROUTES.content, label: "内容管理", Icon: BookIcon },
];

/** The current entry: the overview only on its own path, the others for their whole subtree. */
export function isCurrentEntry(href: string, location: string): boolean {
  if (href === GM_ROUTES.overview) return location === href;
  return location === href || location.startsWith(`${href}/`);
}

/** The console's navigation; submissions and redemptions carry the real numbers waiting for the GM. */
export function GmSidebar({ pendingCount, redemptionCount = null }: { pendingCount: number | null; redemptionCount?: number | null }) {
  const [location] = useLocation();
  // On phones this is a sideways strip: keep the current slot in view.
  const current = useCurrentInView<HTMLAnchorElement>(location);
  return (
    <nav className="gm-sidebar" aria-label="GM控制台导航">
      <ul>
        {GM_ENTRIES.map((entry) => {
          const isCurrent = isCurrentEntry(entry.href, location);
          const count = entry.badge === "pending" ? pendingCount : entry.badge === "redemptions" ? redemptionCount : null;
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                ref={isCurrent ? current : undefined}
                className="gm-nav-link"
                aria-current={isCurrent ? "page" : undefined}
                onClick={playClick}
              >
                <entry.Icon size={22} />
                <span className="gm-nav-label">{entry.label}</span>
                {count ? (
                  <span className="gm-nav-badge" aria-label={`${count}个${entry.badge === "pending" ? "待审核" : "待处理兑换"}`}>
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        <li className="gm-nav-back">
          <Link href={ROUTES.playerDashboard} className="gm-nav-link" onClick={playClick}>
            <span className="gm-nav-icon" aria-hidden="true">
              ◀
            </span>
            <span className="gm-nav-label">返回冒险仪表盘</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
