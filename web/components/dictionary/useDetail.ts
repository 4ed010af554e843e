import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { detailKey, detailStore, loadDetail, type DetailEntry, type DetailKind } from "../../state/dictionary.ts";

/**
 * The detail of the route's id: loads it and answers its entry. Without an id there is nothing
 * to load ("none"), and the page shows the spec's "no id" message.
 */
export function useDetail<K extends DetailKind>(kind: K, id: string | undefined): DetailEntry<K> | { status: "none" } {
  const snap = useSnapshot(detailStore);
  const trimmed = id?.trim() ?? "";
  useEffect(() => {
    if (trimmed) void loadDetail(kind, trimmed);
  }, [kind, trimmed]);
  if (!trimmed) return { status: "none" };
  return (snap.entries[detailKey(kind, trimmed)] as DetailEntry<K> | undefined) ?? { status: "loading" };
}
