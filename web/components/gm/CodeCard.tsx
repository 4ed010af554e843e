import { formatDateTime } from "../tasks/task-rules.ts";

type Props = { title: string; playerName: string; username: string; code: string; link: string; expiresAt: string };

/**
 * A one-time setup or reset code for the GM to hand to a child (D3). It is shown once; the
 * print button prints only this card (see .print-card in gm.css), so it can go in a schoolbag.
 */
export function CodeCard({ title, playerName, username, code, link, expiresAt }: Props) {
  return (
    <div className="code-card-wrap">
      <div className="panel print-card" aria-label={title}>
        <p className="print-card-brand">方块学堂 BlockQuest</p>
        <h3>{title}</h3>
        <dl className="code-facts">
          <dt>玩家</dt>
          <dd>
            {playerName}（玩家名：<strong>{username}</strong>）
          </dd>
          <dt>一次性代码</dt>
          <dd>
            <code className="one-time-code">{code}</code>
          </dd>
          <dt>设置链接</dt>
          <dd className="code-link">{link}</dd>
          <dt>有效期至</dt>
          <dd>{formatDateTime(expiresAt)}</dd>
        </dl>
        <p className="small-print">打开链接（或在「设置新的通行暗号」页面输入玩家名和代码），设置自己的通行暗号后即可登录。</p>
      </div>
      <p className="notice notice-info no-print">这个代码只显示这一次，请现在打印或抄下来交给玩家。</p>
      <button type="button" className="secondary no-print" onClick={() => window.print()}>
        打印
      </button>
    </div>
  );
}
