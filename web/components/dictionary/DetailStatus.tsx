import { Link } from "wouter";
import { BlockLoader } from "../BlockLoader.tsx";
import { Notice } from "../Notice.tsx";
import { ROUTES } from "../../routes.ts";
import { DETAIL_MESSAGES, type DetailKind } from "../../state/dictionary.ts";

type Pending = { status: "none" | "loading" | "missing" } | { status: "error"; error: string };
type Props = { kind: DetailKind; entry: Pending; backHref?: string; backLabel?: string };

/**
 * What a detail page shows instead of its entry (spec §8): the "no id" text, a loader, the
 * not-found text with a way back to search, or the failure text.
 */
export function DetailStatus({ kind, entry, backHref = ROUTES.search, backLabel = "返回搜索" }: Props) {
  if (entry.status === "loading") return <BlockLoader />;
  const messages = DETAIL_MESSAGES[kind];
  const text = entry.status === "error" ? entry.error || messages.failed : entry.status === "none" ? messages.noId : messages.notFound;
  return (
    <div className="panel dict-status">
      <Notice tone={entry.status === "error" ? "error" : "info"}>{text}</Notice>
      <Link href={backHref} className="button-link secondary">
        {backLabel}
      </Link>
    </div>
  );
}
