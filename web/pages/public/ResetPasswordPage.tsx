import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { errorText } from "../../api.ts";
import { AuthCard } from "../../components/AuthCard.tsx";
import { Notice } from "../../components/Notice.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { hasErrors, MESSAGES, validPassword, type FieldErrors } from "../../lib/validation.ts";
import { ROUTES } from "../../routes.ts";
import { resetPassword } from "../../state/session.ts";

/** Shown when the code is refused and the server gave no text of its own (D3, spec §8). */
const CONTACT_ADMIN = "重置码无效或已过期，请联系管理员（你的GM）获取新的重置码";
type Field = "account" | "code" | "password" | "confirm";

/**
 * /reset-password: redeems a GM's one-time reset or setup code (D3). The GM's link carries
 * ?email=<name>&code=XXXX-XXXX, which prefill the form. Success logs in and opens the dashboard.
 */
export default function ResetPasswordPage() {
  useDocumentTitle("设置新的通行暗号");
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ account: params.get("email") ?? "", code: params.get("code") ?? "", password: "", confirm: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: Field) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      account: form.account.trim() ? undefined : MESSAGES.nameOrEmail,
      code: form.code.trim() ? undefined : MESSAGES.resetCode,
      password: validPassword(form.password) ? undefined : MESSAGES.password,
      confirm: form.confirm === form.password ? undefined : MESSAGES.passwordMismatch,
    };
    setErrors(next);
    setFailure(null);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await resetPassword(form.account, form.code, form.password);
      navigate(ROUTES.playerDashboard, { replace: true });
    } catch (error) {
      setFailure(errorText(error, CONTACT_ADMIN));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="设置新的通行暗号"
      subtitle="输入GM（老师或家长）给你的重置码"
      footer={
        <>
          <Link href={ROUTES.forgotPassword}>还没有重置码？</Link>
          <Link href={ROUTES.login}>返回登录</Link>
        </>
      }
    >
      <Notice tone="error">{failure}</Notice>
      <form onSubmit={submit} noValidate>
        <TextField label="玩家名或邮箱" name="account" autoComplete="username" autoCapitalize="none" value={form.account} onValueChange={set("account")} error={errors.account} />
        <TextField
          label="重置码"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          placeholder="XXXX-XXXX"
          value={form.code}
          onValueChange={set("code")}
          error={errors.code}
        />
        <TextField
          label="新的通行暗号"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onValueChange={set("password")}
          error={errors.password}
          hint="至少6个字符"
        />
        <TextField
          label="确认新的通行暗号"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onValueChange={set("confirm")}
          error={errors.confirm}
        />
        <button type="submit" className="wide" aria-busy={busy} disabled={busy}>
          保存并登录
        </button>
      </form>
    </AuthCard>
  );
}
