import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { errorText, type UserView } from "../../api.ts";
import { AuthCard } from "../../components/AuthCard.tsx";
import { Notice } from "../../components/Notice.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useScrollToTop } from "../../hooks/useScrollToTop.ts";
import { hasErrors, MESSAGES, validEmail, validName, validPassword, validUsername, type FieldErrors } from "../../lib/validation.ts";
import { ROUTES } from "../../routes.ts";
import { register } from "../../state/session.ts";

const REGISTER_FAILED = "注册失败，请稍后重试";
type Field = "name" | "username" | "email" | "password" | "confirm" | "terms";

/**
 * /register (spec §2, §5). The 玩家名 is optional: it is what a child types to log in (D2).
 * There is no verification e-mail (D3): the register call logs the new account in, so success
 * says the account is ready and links into the game.
 */
export default function RegisterPage() {
  useDocumentTitle("注册");
  const [form, setForm] = useState({ name: "", username: "", email: "", password: "", confirm: "" });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<UserView | null>(null);
  useScrollToTop(created);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function validate(): FieldErrors<Field> {
    return {
      name: validName(form.name) ? undefined : MESSAGES.name,
      username: !form.username.trim() || validUsername(form.username) ? undefined : MESSAGES.username,
      email: validEmail(form.email) ? undefined : MESSAGES.email,
      password: validPassword(form.password) ? undefined : MESSAGES.password,
      confirm: form.confirm === form.password ? undefined : MESSAGES.passwordMismatch,
      terms: agreed ? undefined : MESSAGES.terms,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    setFailure(null);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      const username = form.username.trim();
      const profile = await register({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        ...(username ? { username } : {}),
      });
      setCreated(profile);
    } catch (error) {
      setFailure(errorText(error, REGISTER_FAILED));
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <AuthCard title="注册成功！">
        <Notice tone="success">你的账号已经准备好了，现在就可以开始冒险。</Notice>
        <p>
          你的玩家名是 <strong className="player-name">{created.username}</strong>，下次登录时输入玩家名（或邮箱）和通行暗号即可。
        </p>
        {created.role === "GM" ? <p>这是本服务器的第一个账号，你已成为 GM（老师或家长），可以为孩子们创建账号和任务。</p> : null}
        <div className="stack-actions">
          <Link href={ROUTES.playerDashboard} className="button-link wide">
            进入游戏
          </Link>
          <Link href={ROUTES.profile} className="button-link secondary wide">
            完善我的资料
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="创建账号"
      subtitle="加入方块学堂，开始你的学习冒险"
      footer={
        <span>
          已有账号？<Link href={ROUTES.login}>登录</Link>
        </span>
      }
    >
      <Notice tone="error">{failure}</Notice>
      <form onSubmit={submit} noValidate>
        <TextField label="姓名" name="name" autoComplete="name" value={form.name} onValueChange={set("name")} error={errors.name} required />
        <TextField
          label="玩家名（可选）"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={form.username}
          onValueChange={set("username")}
          error={errors.username}
          hint="登录时用的名字，2-20个字符；不填会自动生成"
        />
        <TextField label="邮箱" name="email" type="email" autoComplete="email" value={form.email} onValueChange={set("email")} error={errors.email} required />
        <TextField
          label="密码"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onValueChange={set("password")}
          error={errors.password}
          hint="至少6个字符"
          required
        />
        <TextField
          label="确认密码"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onValueChange={set("confirm")}
          error={errors.confirm}
          required
        />
        <label className="checkbox-field">
          <input
            type="checkbox"
            name="terms"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? "terms-error" : undefined}
          />
          <span>
            我已阅读并同意<Link href={ROUTES.terms}>服务条款</Link>和<Link href={ROUTES.privacy}>隐私政策</Link>
          </span>
        </label>
        {errors.terms ? (
          <small id="terms-error" className="field-error">
            {errors.terms}
          </small>
        ) : null}
        <button type="submit" className="wide" aria-busy={busy} disabled={busy}>
          {busy ? "正在创建…" : "注册"}
        </button>
      </form>
    </AuthCard>
  );
}
