import type { ReactNode } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import { Notice } from "../components/Notice.tsx";
import { useLogout } from "../hooks/useLogout.ts";
import { ROUTES } from "../routes.ts";
import { session } from "../state/session.ts";
import { SiteLogo } from "./SiteLogo.tsx";

/** Public pages (spec §2): menus 武器库 and, logged in, 冒险世界; login/register or profile/logout. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const loggedIn = !!snap.token && !!snap.profile;
  const { logOut, error, busy } = useLogout();

  return (
    <div className="public-shell">
      <a className="skip-link" href="#main">
        跳到正文
      </a>
      <header className="public-header">
        <nav className="container public-nav" aria-label="网站导航">
          <SiteLogo />
          <ul className="public-menu">
            <li>
              <Link href={ROUTES.weaponsArsenal}>武器库</Link>
            </li>
            {loggedIn ? (
              <li>
                <Link href={ROUTES.playerDashboard}>冒险世界</Link>
              </li>
            ) : null}
          </ul>
          <ul className="public-account">
            {loggedIn ? (
              <>
                <li>
                  <Link href={ROUTES.profile} className="button-link secondary">
                    我的资料
                  </Link>
                </li>
                <li>
                  <button type="button" className="secondary" onClick={logOut} disabled={busy}>
                    退出
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link href={ROUTES.login} className="button-link secondary">
                    登录
                  </Link>
                </li>
                <li>
                  <Link href={ROUTES.register} className="button-link">
                    注册
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </header>
      {error ? (
        <div className="container">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <main id="main" className="public-main">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

function PublicFooter() {
  return (
    <footer className="public-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">联系我们</h2>
          {/* Placeholder contact details: each tutor running an instance replaces them. */}
          <p>
            邮箱：hello@blockquest.example
            <br />
            电话：400-000-0000
            <br />
            <small>（示例联系方式，请替换为你的机构信息）</small>
          </p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">更多</h2>
          <ul>
            <li>
              <Link href={ROUTES.terms}>服务条款</Link>
            </li>
            <li>
              <Link href={ROUTES.privacy}>隐私政策</Link>
            </li>
            <li>
              <Link href={ROUTES.about}>关于与数据许可</Link>
            </li>
            <li>
              <Link href={ROUTES.connectivityTest}>连接测试</Link>
            </li>
          </ul>
        </section>
        <p className="footer-copy">© 方块学堂 BlockQuest · 在你自己的服务器上运行</p>
      </div>
    </footer>
  );
}
