import type { ComponentType } from "react";
import { Link, useLocation } from "wouter";
import { BookIcon, ChecklistIcon, ChestIcon, EmeraldIcon, FaceIcon, SignBoardIcon, StarIcon, SwordIcon } from "../components/icons.tsx";
import { playClick } from "../lib/click-sound.ts";
import { useCurrentInView } from "../hooks/useCurrentInView.ts";
import { ROUTES } from "../routes.ts";

type Tab = { href: string; label: string; Icon: ComponentType<{ size?: number }> };

/** The eight tabs, in the spec's order (1-core §2). */
export const PLAYER_TABS: readonly Tab[] = [
  { href: ROUTES.playerDashboard, label: "今日任务", Icon: ChecklistIcon },
  { href: ROUTES.questBoard, label: "任务公告板", Icon: SignBoardIcon },
  { href: ROUTES.weaponsArsenal, label: "武器库", Icon: SwordIcon },
  { href: ROUTES.materialManagement, label: "学习资料", Icon: BookIcon },
  { href: ROUTES.treasureVault, label: "宝藏库", Icon: ChestIcon },
  { href: ROUTES.tradingPost, label: "交易所", Icon: EmeraldIcon },
  { href: ROUTES.amusementPark, label: "游乐园", Icon: StarIcon },
  { href: ROUTES.profile, label: "我的", Icon: FaceIcon },
];

/** The hotbar at the bottom; on narrow phones it scrolls sideways and keeps the current tab in view. */
export function BottomNav() {
  const [location] = useLocation();
  // On phones this is a sideways strip: keep the current slot in view.
  const current = useCurrentInView<HTMLAnchorElement>(location);

  return (
    <nav className="bottom-nav" aria-label="玩家导航">
      <ul>
        {PLAYER_TABS.map(({ href, label, Icon }) => {
          const active = location === href;
          return (
            <li key={href}>
              <Link
                href={href}
                ref={active ? current : undefined}
                className="bottom-nav-tab"
                aria-current={active ? "page" : undefined}
                onClick={playClick}
              >
                <Icon size={26} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
