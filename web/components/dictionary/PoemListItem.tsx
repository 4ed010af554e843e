import { Link } from "wouter";
import type { ClassicalPoemHit } from "../../api.ts";
import { byline } from "../../lib/dictionary-format.ts";
import { detailHref, recitationHref } from "../../lib/dictionary-links.ts";
import { Highlighted } from "./Highlighted.tsx";
import { Tags } from "./Tags.tsx";

/**
 * One poem in the list: title (to the detail page), dynasty and writer, the first 50 characters
 * (the server's `preview`, spec §9, with the search term marked), up to three tags then "+n", 背诵.
 */
export function PoemListItem({ poem }: { poem: ClassicalPoemHit }) {
  return (
    <li className="panel dict-poem-item">
      <div className="dict-poem-item-main">
        <h2 className="dict-poem-item-title">
          <Link href={detailHref("classical-poems", poem.id)}>{poem.title}</Link>
        </h2>
        <p className="muted dict-hit-meta">{byline(poem.dynasty, poem.writer)}</p>
        <p className="dict-verse dict-poem-item-text">
          <Highlighted snippet={poem.preview} />
        </p>
        <Tags tags={poem.type} max={3} />
      </div>
      <Link href={recitationHref(poem.id)} className="button-link dict-recite" aria-label={`背诵《${poem.title}》`}>
        背诵
      </Link>
    </li>
  );
}
