import { useEffect, useId, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { Avatar } from "../components/Avatar.tsx";
import { playClick } from "../lib/click-sound.ts";
import { ROUTES } from "../routes.ts";
import { session } from "../state/session.ts";

type Props = { onLogout: () => void; busy: boolean };

/** The avatar button and its menu: dashboard, profile, GM console (GM only), logout. */
export function AvatarMenu({ onLogout, busy }: Props) {
  const snap = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const profile = snap.profile;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  if (!profile) return null;
  const displayName = profile.name || profile.username;
  const go = () => {
    playClick();
    setOpen(false);
  };

  return (
    <div className="avatar-menu" ref={root}>
      <button
        type="button"
        className="avatar-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${displayName}的菜单`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar url={profile.avatar_url} name={displayName} size={36} />
      </button>
      {open ? (
        <div id={menuId} className="avatar-menu-list panel">
          <p className="avatar-menu-name">
            {displayName}
            <small>@{profile.username}</small>
          </p>
          <ul>
            <li>
              <Link href={ROUTES.playerDashboard} onClick={go}>
                冒险仪表盘
              </Link>
            </li>
            <li>
              <Link href={ROUTES.profile} onClick={go}>
                我的资料
              </Link>
            </li>
            {profile.role === "GM" ? (
              <li>
                <Link href={ROUTES.gmDashboard} onClick={go}>
                  GM控制台
                </Link>
              </li>
            ) : null}
            <li>
              <button type="button" className="menu-button" onClick={onLogout} disabled={busy}>
                退出登录
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
