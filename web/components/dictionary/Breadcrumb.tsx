import { Link } from "wouter";
import { ROUTES } from "../../routes.ts";

type Props = { current: string; middle?: { href: string; label: string } };

/** 首页 › 搜索 › (this page), as spec §2 asks of the word and idiom pages. */
export function Breadcrumb({ current, middle }: Props) {
  return (
    <nav aria-label="breadcrumb" className="dict-breadcrumb">
      <ul>
        <li>
          <Link href={ROUTES.home}>首页</Link>
        </li>
        <li>
          <Link href={middle?.href ?? ROUTES.search}>{middle?.label ?? "搜索"}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ul>
    </nav>
  );
}
