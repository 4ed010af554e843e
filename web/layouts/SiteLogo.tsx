import { Link } from "wouter";
import { GrassBlockIcon } from "../components/icons.tsx";

/** The brand mark: a grass block and the name; links home (or wherever `to` says). */
export function SiteLogo({ to = "/" }: { to?: string }) {
  return (
    <Link href={to} className="site-logo" aria-label="方块学堂 首页">
      <GrassBlockIcon size={32} />
      <span className="site-logo-text">方块学堂</span>
    </Link>
  );
}
