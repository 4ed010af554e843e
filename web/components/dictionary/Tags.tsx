import { visibleTags } from "../../lib/dictionary-format.ts";

/** A poem's type tags as chips; with `max`, the rest is summed up as "+n" (spec §9: 3). */
export function Tags({ tags, max }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return null;
  const { shown, more } = max === undefined ? { shown: tags, more: 0 } : visibleTags(tags, max);
  return (
    <ul className="dict-tags" aria-label="标签">
      {shown.map((tag) => (
        <li key={tag} className="dict-tag">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="dict-tag dict-tag-more" aria-label={`还有 ${more} 个标签`} title={tags.slice(shown.length).join("、")}>
          +{more}
        </li>
      ) : null}
    </ul>
  );
}
