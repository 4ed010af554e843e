import type { GmFeedback } from "../../api.ts";

type Props = { feedback: GmFeedback; rejected?: boolean };

/** The GM's notes and annotated images on a task (plain notes or the JSON a rejection stores). */
export function GmFeedbackView({ feedback, rejected = false }: Props) {
  if (!feedback.notes && feedback.annotated_images.length === 0) return null;
  return (
    <section className={`gm-feedback${rejected ? " gm-feedback-rejected" : ""}`} aria-label={rejected ? "GM的退回意见" : "GM的评语"}>
      <h4>{rejected ? "GM退回了你的提交，请修改后重新提交" : "GM的评语"}</h4>
      {feedback.notes ? <p className="gm-feedback-notes">{feedback.notes}</p> : null}
      {feedback.annotated_images.length > 0 ? (
        <div className="photo-strip">
          {feedback.annotated_images.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className="photo-thumb">
              <img src={url} alt={`GM批注图片${index + 1}`} loading="lazy" />
            </a>
          ))}
        </div>
      ) : null}
    </section>
  );
}
