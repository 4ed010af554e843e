import { useState } from "react";
import type { ResetCode } from "../../api.ts";
import { issueResetCode } from "../../state/players.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { CodeCard } from "./CodeCard.tsx";

type Target = { id: string; username: string; name: string };
type Props = { player: Target | null; onClose: () => void };

/** Issues a one-time password reset code for a player (D3), after a confirmation, and shows it once. */
export function ResetCodeModal({ player, onClose }: Props) {
  return (
    <Modal open={!!player} title="重置玩家密码" onClose={onClose}>
      {player ? <ResetCodeBody key={player.id} player={player} onClose={onClose} /> : null}
    </Modal>
  );
}

function ResetCodeBody({ player, onClose }: { player: Target; onClose: () => void }) {
  const [code, setCode] = useState<ResetCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function issue() {
    setBusy(true);
    setFailure(null);
    try {
      setCode(await issueResetCode(player.id));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  if (code) {
    return (
      <>
        <CodeCard title="密码重置代码" playerName={player.name} username={player.username} code={code.reset_code} link={code.reset_link} expiresAt={code.expires_at} />
        <div className="modal-actions no-print">
          <button type="button" onClick={onClose}>
            完成
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <Notice tone="error">{failure}</Notice>
      <p>
        为 <strong>{player.name}</strong>（@{player.username}）生成一个新的一次性重置代码？之前未使用的代码会失效。
      </p>
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="button" onClick={() => void issue()} disabled={busy} aria-busy={busy}>
          生成重置代码
        </button>
      </div>
    </>
  );
}
