import { useCallback, useEffect, useState } from "react";
import { api, errorText, type Health } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { BookIcon, SwordIcon } from "../../components/icons.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";

/** The spec's text for a failed check (kept verbatim, though the server is self-hosted). */
const HEALTH_FAILED = "Cloudflare API连接测试失败";

type Check = { state: "loading" } | { state: "ok"; health: Health } | { state: "failed"; message: string };

const SAMPLE_COURSES = [
  { title: "汉字书写入门", text: "认识笔画和笔顺，写好一年级常用字。", Icon: SwordIcon },
  { title: "古诗朗诵", text: "《静夜思》《春晓》等经典古诗，跟读并背诵。", Icon: BookIcon },
];

/** /connectivity-test: loading, success or failure of GET /api/health, plus two sample courses. */
export default function ConnectivityTestPage() {
  useDocumentTitle("连接测试");
  const [check, setCheck] = useState<Check>({ state: "loading" });

  const run = useCallback(() => {
    setCheck({ state: "loading" });
    api
      .health()
      .then((health) =>
        health.status === "ok" ? setCheck({ state: "ok", health }) : setCheck({ state: "failed", message: HEALTH_FAILED }),
      )
      .catch((error) => setCheck({ state: "failed", message: errorText(error, HEALTH_FAILED) }));
  }, []);
  useEffect(run, [run]);

  return (
    <section className="container">
      <h1>连接测试</h1>
      <article className="panel">
        <h2>服务器状态</h2>
        {check.state === "loading" ? <BlockLoader text="正在测试连接…" /> : null}
        {check.state === "ok" ? (
          <Notice tone="success">
            连接成功！服务器版本 {check.health.version}，数据库状态：{check.health.database === "ok" ? "正常" : "异常"}
          </Notice>
        ) : null}
        {check.state === "failed" ? <Notice tone="error">{check.message}</Notice> : null}
        <button type="button" className="secondary" onClick={run} disabled={check.state === "loading"}>
          重新测试
        </button>
      </article>
      <h2>示例课程</h2>
      <div className="card-grid">
        {SAMPLE_COURSES.map(({ title, text, Icon }) => (
          <article key={title} className="panel feature-card">
            <Icon size={40} />
            <h3>{title}</h3>
            <p>{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
