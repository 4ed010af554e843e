import { Link } from "wouter";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { ROUTES } from "../../routes.ts";

/** Any unknown path (spec §2): says the page does not exist and links home. */
export function NotFoundPage() {
  useDocumentTitle("页面不存在");
  return (
    <section className="container not-found">
      <div className="panel not-found-panel">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>页面不存在</h1>
        <p>这片区域还是一片未开垦的荒野，你要找的页面不在这里。</p>
        <Link href={ROUTES.home} className="button-link">
          返回首页
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
