import { useSnapshot } from "valtio";
import { searchHref } from "../../lib/search-params.ts";
import { ROUTES } from "../../routes.ts";
import { searchStore } from "../../state/dictionary.ts";

/** Where "back to search" goes: the search the child came from, else the empty search page. */
export function useBackToSearch(): string {
  const snap = useSnapshot(searchStore);
  return snap.query ? searchHref({ q: snap.query, type: snap.tab, page: snap.page }) : ROUTES.search;
}

/** For a headword that is not in the dictionary: search for it instead (an id gives plain search). */
export const searchInsteadHref = (id: string | undefined) => (id && !/^\d+$/.test(id.trim()) ? searchHref({ q: id }) : ROUTES.search);
