import { useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { errorText } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { Notice } from "../../components/Notice.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { SiteLogo } from "../../layouts/SiteLogo.tsx";
import { MESSAGES, type FieldErrors } from "../../lib/validation.ts";
import { REDIRECT_PARAM, ROUTES, safeRedirect } from "../../routes.ts";
import { dismissLoadError, login, session } from "../../state/session.ts";

const LOGIN_FAILED = "登录失败，请检查你的玩家名和通行暗号";

/**
 * /minecraft-login (spec §2): player name + 通行暗号. Goes back to the remembered origin after
 * login, or to the dashboard; a visitor who is already logged in goes there at once.
 */
export default function LoginPage() {
  useDocumentTitle("登录");
  const snap = useSnapshot(session);
  const [, navigate] = useLocation();
  const target = safeRedirect(new URLSearchParams(useSearch()).get(REDIRECT_PARAM));
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"name" | "password">>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (snap.token && snap.profile && !busy) return <Redirect to={target} replace />;
  if (snap.status === "loading") return <BlockLoader text="正在进入世界…" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { name: name.trim() ? undefined : MESSAGES.loginName, password: password ? undefined : MESSAGES.loginPassword };
    setErrors(next);
    setFailure(null);
    if (next.name || next.password) return;
    setBusy(true);
    dismissLoadError();
    try {
      await login(name, password);
      navigate(target, { replace: true });
    } catch (error) {
      // The server's own text matters for throttling ('…请N秒后再试'); else the page's message.
      setFailure(errorText(error, LOGIN_FAILED));
      setBusy(false);
    }
  }

  return (
    <div className="login-screen">
      <main id="main" className="container auth-page">
        <div className="login-logo">
          <SiteLogo />
        </div>
        <article className="panel auth-card">
          <header>
            <h1>进入方块世界</h1>
            <p className="auth-subtitle">输入你的玩家名和通行暗号</p>
          </header>
          {snap.loadError ? <Notice tone="info">{snap.loadError}</Notice> : null}
          <Notice tone="error">{failure}</Notice>
          <form onSubmit={submit} noValidate>
            <TextField
              label="玩家名"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              value={name}
              onValueChange={setName}
              error={errors.name}
              hint="也可以输入邮箱"
            />
            <TextField
              label="通行暗号"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              error={errors.password}
            />
            <button type="submit" className="wide" aria-busy={busy} disabled={busy}>
              {busy ? "正在进入…" : "开始游戏"}
            </button>
          </form>
          <footer className="auth-footer">
            <Link href={ROUTES.forgotPassword}>忘记通行暗号？</Link>
            <span>
              还没有账号？<Link href={ROUTES.register}>注册</Link>
            </span>
            <Link href={ROUTES.home}>返回首页</Link>
          </footer>
        </article>
      </main>
    </div>
  );
}
