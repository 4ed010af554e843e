import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { api } from "../../api.ts";
import { AuthCard } from "../../components/AuthCard.tsx";
import { Notice } from "../../components/Notice.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { MESSAGES } from "../../lib/validation.ts";
import { ROUTES } from "../../routes.ts";

const RESET_REQUEST_FAILED = "密码重置请求失败，请稍后重试";

/**
 * /forgot-password. No e-mail leaves the box (D3): the request is recorded for the GM, who
 * hands the child a reset code; this page says so.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle("忘记通行暗号");
  const [account, setAccount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!account.trim()) return setError(MESSAGES.nameOrEmail);
    setError(null);
    setBusy(true);
    try {
      await api.auth.forgotPassword(account.trim());
      setSent(true);
    } catch {
      setFailure(RESET_REQUEST_FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard title="重置请求已发送">
        <Notice tone="success">你的重置请求已经发给你的GM了。</Notice>
        <p>请找你的GM（老师或家长）要一个重置码，然后在下一页输入重置码和新的通行暗号。</p>
        <div className="stack-actions">
          <Link href={`${ROUTES.resetPassword}?email=${encodeURIComponent(account.trim())}`} className="button-link wide">
            我有重置码了
          </Link>
          <Link href={ROUTES.login} className="button-link secondary wide">
            返回登录
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="忘记通行暗号"
      subtitle="输入你的玩家名或邮箱，我们会通知你的GM（老师或家长）"
      footer={
        <>
          <Link href={ROUTES.resetPassword}>已经有重置码？</Link>
          <Link href={ROUTES.login}>返回登录</Link>
        </>
      }
    >
      <Notice tone="error">{failure}</Notice>
      <form onSubmit={submit} noValidate>
        <TextField label="玩家名或邮箱" name="account" autoComplete="username" autoCapitalize="none" value={account} onValueChange={setAccount} error={error} />
        <button type="submit" className="wide" aria-busy={busy} disabled={busy}>
          发送重置请求
        </button>
      </form>
    </AuthCard>
  );
}
