import { useId, useState } from "react";
import { DEFAULT_REWARD_ICON, isImageIcon } from "../../lib/economy.ts";
import { downscaleToJpeg, looksLikeImage } from "../../lib/image-resize.ts";
import { MESSAGES } from "../../lib/validation.ts";
import { uploadRewardIcon } from "../../state/economy.ts";
import { RewardIcon } from "./RewardIcon.tsx";

/** Emoji a tutor reaches for most: treats, screen time, outings, toys, books, honours. */
export const ICON_CHOICES = ["🎁", "🍦", "🍬", "🍕", "🎮", "📺", "🎬", "🧸", "📚", "🎨", "⚽", "🚲", "🏞️", "🎫", "⭐", "🏆", "💎", "🛌"] as const;

type Props = { value: string; onChange: (icon: string) => void };

/** The reward icon (3-gm §3): pick an emoji, type any emoji, or upload a picture (images only). */
export function IconPicker({ value, onChange }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const image = isImageIcon(value);

  async function upload(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!looksLikeImage(file)) return setError(MESSAGES.image);
    setWorking(true);
    try {
      onChange(await uploadRewardIcon(await downscaleToJpeg(file)));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : MESSAGES.image);
    } finally {
      setWorking(false);
    }
  }

  return (
    <fieldset className="icon-picker">
      <legend className="field-label">图标</legend>
      <div className="icon-picker-current">
        <RewardIcon icon={value} size="large" label="当前图标" />
        <div className="field">
          <label htmlFor={`${id}-text`} className="field-label">
            自定义表情
          </label>
          <input
            id={`${id}-text`}
            value={image ? "" : value}
            placeholder={image ? "已上传图片" : DEFAULT_REWARD_ICON}
            maxLength={16}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      <ul className="icon-choices" aria-label="常用图标">
        {ICON_CHOICES.map((emoji) => (
          <li key={emoji}>
            <button type="button" className="icon-choice" aria-pressed={value === emoji} aria-label={`图标 ${emoji}`} onClick={() => onChange(emoji)}>
              {emoji}
            </button>
          </li>
        ))}
      </ul>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = "";
        }}
        aria-labelledby={`${id}-file-label`}
        aria-describedby={`${id}-file-help`}
        aria-busy={working}
      />
      <label htmlFor={`${id}-file`} className="file-label">
        <span id={`${id}-file-label`} className="visually-hidden">
          上传图标图片
        </span>
        <span className="button-link secondary small" aria-hidden="true">
          {working ? "上传中…" : "上传图片"}
        </span>
      </label>
      <small id={`${id}-file-help`} className={error ? "field-error" : undefined}>
        {error ?? "支持 JPG、PNG、GIF、WebP，会自动缩小到256像素"}
      </small>
    </fieldset>
  );
}
