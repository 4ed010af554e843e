import { isAnnotatable } from "../../lib/annotation.ts";

type Props = {
  attachments: readonly string[];
  annotated: readonly string[];
  onAnnotate: (url: string) => void;
  onRemoveAnnotated: (url: string) => void;
  disabled?: boolean;
};

/**
 * The photos of a submission (thumbnail, link to the original, annotate for jpg/jpeg/png/gif
 * only, 3-gm §2.1) and the GM's annotated versions, which go back to the player with the review.
 */
export function ReviewImages({ attachments, annotated, onAnnotate, onRemoveAnnotated, disabled }: Props) {
  return (
    <>
      <section className="panel gm-section" aria-labelledby="attachments-title">
        <h2 id="attachments-title">提交的照片</h2>
        {attachments.length === 0 ? <p className="muted">玩家没有上传照片。</p> : null}
        <ul className="review-photos">
          {attachments.map((url, index) => (
            <li key={url} className="review-photo">
              <a href={url} target="_blank" rel="noreferrer" className="photo-thumb large">
                <img src={url} alt={`提交的照片${index + 1}`} />
              </a>
              <div className="review-photo-actions">
                <a href={url} target="_blank" rel="noreferrer">
                  查看原图
                </a>
                {isAnnotatable(url) ? (
                  <button type="button" className="secondary small" onClick={() => onAnnotate(url)} disabled={disabled} aria-label={`批注照片${index + 1}`}>
                    批注
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel gm-section" aria-labelledby="annotated-title">
        <h2 id="annotated-title">批注图片</h2>
        {annotated.length === 0 ? <p className="muted">还没有批注。点击照片下的「批注」在图片上圈出要修改的地方。</p> : null}
        <ul className="review-photos">
          {annotated.map((url, index) => (
            <li key={url} className="review-photo">
              <a href={url} target="_blank" rel="noreferrer" className="photo-thumb large">
                <img src={url} alt={`批注图片${index + 1}`} />
              </a>
              <button type="button" className="secondary small" onClick={() => onRemoveAnnotated(url)} disabled={disabled} aria-label={`移除批注图片${index + 1}`}>
                移除
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
