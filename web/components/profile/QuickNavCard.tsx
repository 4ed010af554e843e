import { Link } from "wouter";
import { playClick } from "../../lib/click-sound.ts";
import { ROUTES } from "../../routes.ts";

const LINKS = [
  { href: ROUTES.playerDashboard, label: "今日任务" },
  { href: ROUTES.questBoard, label: "任务公告板" },
  { href: ROUTES.weaponsArsenal, label: "武器库" },
  { href: ROUTES.treasureVault, label: "宝藏库" },
];

/** The profile's quick-navigation card (spec §2). */
export function QuickNavCard() {
  return (
    <nav className="panel quick-nav" aria-labelledby="quick-nav-title">
      <h2 id="quick-nav-title">快捷导航</h2>
      <ul>
        {LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className="button-link secondary" onClick={playClick}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
