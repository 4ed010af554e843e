import type { Snippet } from "../../api.ts";
import { snippetSegments } from "../../lib/snippet.ts";

/** A search snippet with the matched characters in <mark>: React elements, never injected HTML. */
export function Highlighted({ snippet }: { snippet: Snippet }) {
  return (
    <>
      {snippetSegments(snippet).map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}
