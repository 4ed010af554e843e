import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { MetaTab } from "../../components/gm/MetaTab.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { loadMetadata, metadata, type MetaKind } from "../../state/metadata.ts";

const TABS: [MetaKind, string][] = [
  ["difficulties", "难度"],
  ["categories", "分类"],
  ["icons", "图标"],
  ["weapons", "武器"],
];

/** /gm-dashboard/metadata (3-gm §2.1): tabs difficulties, categories, icons and weapons. */
export function GmMetadataPage() {
  useDocumentTitle("任务元数据");
  const snap = useSnapshot(metadata);
  const [tab, setTab] = useState<MetaKind>("difficulties");
  const [flash, showFlash] = useFlash();

  useEffect(() => void loadMetadata(), []);

  return (
    <section className="gm-page">
      <h1>任务元数据</h1>
      <div className="block-tabs" role="tablist" aria-label="元数据类型">
        {TABS.map(([key, label]) => (
          <button key={key} type="button" role="tab" className="block-tab" aria-selected={tab === key} onClick={() => setTab(key)}>
            {label}
          </button>
        ))}
      </div>
      <Notice tone="success">{flash}</Notice>
      {snap.status === "error" ? (
        <>
          <Notice tone="error">{snap.error}</Notice>
          <button type="button" className="secondary" onClick={() => void loadMetadata()}>
            重试
          </button>
        </>
      ) : snap.status !== "ready" ? (
        <BlockLoader />
      ) : (
        <div role="tabpanel" aria-label={TABS.find(([k]) => k === tab)![1]}>
          <MetaTab key={tab} kind={tab} onFlash={showFlash} />
        </div>
      )}
    </section>
  );
}
