import { useSnapshot } from "valtio";
import { Link } from "wouter";
import type { ClassicalPoemDetail } from "../../api.ts";
import { useFlash } from "../../hooks/useFlash.ts";
import { copyText } from "../../lib/clipboard.ts";
import { recitationHref } from "../../lib/dictionary-links.ts";
import { POEM_SPEECH_RATE } from "../../lib/speech.ts";
import { favouriteStore, toggleFavouritePoem } from "../../state/dictionary.ts";
import { Notice } from "../Notice.tsx";
import { SpeakButton } from "./SpeakButton.tsx";
import { useReadAloud } from "./useReadAloud.ts";

/**
 * The classical poem's buttons (spec §2): 朗读 (zh-CN at 0.8, press again to stop), 背诵助手,
 * 收藏 (kept in this browser) and 分享 (copies the page link). Each says what it did.
 */
export function PoemActions({ poem }: { poem: ClassicalPoemDetail }) {
  const voice = useReadAloud({ rate: POEM_SPEECH_RATE });
  const favourites = useSnapshot(favouriteStore);
  const isFavourite = favourites.poemIds.includes(poem.id);
  const [flash, showFlash] = useFlash();
  const [problem, showProblem] = useFlash(6000);

  const share = async () => {
    const url = window.location.href;
    if (await copyText(url)) showFlash("链接已复制，可以粘贴给同学或家长啦");
    else showProblem(`无法自动复制，请手动复制这个链接：${url}`);
  };

  const favourite = () => showFlash(toggleFavouritePoem(poem.id) ? "已收藏（保存在这台设备上）" : "已取消收藏");

  return (
    <div className="dict-poem-actions">
      <div className="dict-actions">
        <SpeakButton
          label="朗读"
          stopLabel="停止朗读"
          className=""
          speaking={voice.speaking === "poem"}
          onClick={() => voice.toggle(`${poem.title}。${poem.dynasty}，${poem.writer}。${poem.content}`, "poem")}
        />
        <Link href={recitationHref(poem.id)} className="button-link secondary">
          背诵助手
        </Link>
        <button type="button" className={isFavourite ? "dict-fav-on" : "secondary"} aria-pressed={isFavourite} onClick={favourite}>
          <span aria-hidden="true">{isFavourite ? "★" : "☆"}</span> {isFavourite ? "已收藏" : "收藏"}
        </button>
        <button type="button" className="secondary" onClick={share}>
          分享
        </button>
      </div>
      <Notice tone="info">{voice.unsupported}</Notice>
      <Notice tone="success">{flash}</Notice>
      <Notice tone="error">{problem}</Notice>
    </div>
  );
}
