import { Redirect, useParams } from "wouter";
import { NotFoundPage } from "../public/NotFoundPage.tsx";
import { CONTINUE_LEARNING, withId } from "../../routes.ts";

/**
 * /{type}/{id} continue-learning links (spec §2): /character/明 → /hanzi/明, /word → /cihui,
 * /idiom → /chengyu, /text → /ancient (/poem/{id} is the poem page itself). Replaces the entry,
 * so back goes to where the link was, not to this hop.
 */
export default function ContinueLearningRedirect() {
  const { type = "", id = "" } = useParams<{ type?: string; id?: string }>();
  const route = CONTINUE_LEARNING[type];
  if (!route || !id) return <NotFoundPage />;
  return <Redirect to={withId(route, id)} replace />;
}
