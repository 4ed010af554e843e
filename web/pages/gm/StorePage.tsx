import { useEffect, useState } from "react";
import { useLocation, useRoute } from "wouter";
import type { RewardItem } from "../../api.ts";
import { RewardItemForm } from "../../components/economy/RewardItemForm.tsx";
import { RewardItemList } from "../../components/economy/RewardItemList.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { GM_ROUTES } from "../../routes.ts";
import { loadStoreItems } from "../../state/economy.ts";

/**
 * /gm-dashboard/store and /store/new (3-gm §2.1): the reward form beside the list, with edit and
 * the active toggle. /store/new is the overview's quick link: the same screen, focused on a new item.
 */
export default function GmStorePage() {
  useDocumentTitle("奖励商店");
  const [isNew] = useRoute(GM_ROUTES.storeNew);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<RewardItem | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const [flash, showFlash] = useFlash();

  useEffect(() => void loadStoreItems(), []);
  useEffect(() => {
    if (!isNew) return;
    setEditing(null);
    setFocusSignal((n) => n + 1);
  }, [isNew]);

  function edit(item: RewardItem) {
    setEditing(item);
    setFocusSignal((n) => n + 1);
  }

  function saved(message: string) {
    showFlash(message);
    setEditing(null);
    if (isNew) navigate(GM_ROUTES.store, { replace: true });
  }

  return (
    <section className="gm-page">
      <h1>奖励商店</h1>
      <Notice tone="success">{flash}</Notice>
      <div className="gm-columns store-columns">
        <RewardItemForm editing={editing} focusSignal={focusSignal} onSaved={saved} onCancelEdit={() => setEditing(null)} />
        <RewardItemList editingId={editing?.id ?? null} onEdit={edit} onFlash={showFlash} />
      </div>
    </section>
  );
}
