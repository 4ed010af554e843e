import { useEffect, useState } from "react";
import { DATA_SOURCES } from "../../../db/dictionary/sources.ts";
import { api, type DictionaryAbout } from "../../api.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";

const MODE_LABEL: Record<string, string> = { compact: "精简版", full: "完整版" };

/**
 * /about: what BlockQuest is and whose data the dictionary is built from, with each package's
 * licence (their terms require the credit) and the versions the installed dictionary used.
 */
export default function AboutPage() {
  useDocumentTitle("关于与数据许可");
  const [about, setAbout] = useState<DictionaryAbout | null>(null);
  useEffect(() => {
    api.dictionary.about().then(setAbout, () => setAbout(null));
  }, []);

  return (
    <article className="container panel prose">
      <h1>关于方块学堂</h1>
      <p>方块学堂是一个可以自己部署的中文学习平台：孩子完成任务、练习汉字和古诗，老师或家长在自己的服务器上管理一切。</p>
      <h2>词典数据来源与许可</h2>
      {about ? (
        <p>
          当前词典：{MODE_LABEL[about.mode] ?? about.mode}
          {about.built_at ? `，生成于 ${new Date(about.built_at).toLocaleDateString("zh-CN")}` : ""}
          {about.counts.characters ? `，收录汉字 ${about.counts.characters} 个、成语 ${about.counts.idioms ?? 0} 条、诗词 ${about.counts.poems ?? 0} 首` : ""}。
        </p>
      ) : null}
      <p>词典由下列开源数据包生成，各数据包遵循其自身的许可协议：</p>
      <table>
        <thead>
          <tr>
            <th scope="col">数据包</th>
            <th scope="col">许可</th>
            <th scope="col">用途</th>
          </tr>
        </thead>
        <tbody>
          {DATA_SOURCES.map((source) => {
            const version = about?.packages[source.name];
            return (
              <tr key={source.name}>
                <td>
                  <a href={source.url} rel="noreferrer">
                    {source.name}
                  </a>
                  {version ? ` ${version}` : ""}
                </td>
                <td>{source.license}</td>
                <td>{source.use}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </article>
  );
}
