import { useEffect, useId, useState } from "react";
import { downscaleToJpeg, looksLikeImage } from "../../lib/image-resize.ts";
import { MESSAGES } from "../../lib/validation.ts";
import { Avatar } from "../Avatar.tsx";

type Props = { currentUrl: string | null; name: string; onPicked: (image: Blob | null) => void };

/** Picks a picture, shrinks it to ≤256 px JPEG in the browser and previews the result. */
export function AvatarPicker({ currentUrl, name, onPicked }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function pick(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!looksLikeImage(file)) {
      setError(MESSAGES.image);
      onPicked(null);
      return;
    }
    setWorking(true);
    try {
      const small = await downscaleToJpeg(file);
      setPreview(URL.createObjectURL(small));
      onPicked(small);
    } catch {
      setError(MESSAGES.image);
      onPicked(null);
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="avatar-picker">
      {preview ? (
        <img className="avatar avatar-large" src={preview} alt="新头像预览" width={96} height={96} />
      ) : (
        <Avatar url={currentUrl} name={name} size={96} />
      )}
      <div className="field">
        {/* The native file button speaks the browser's language; a labelled block button does not. */}
        <input
          id={id}
          className="visually-hidden"
          type="file"
          name="avatar"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => void pick(event.target.files?.[0])}
          aria-invalid={error ? true : undefined}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          aria-busy={working}
        />
        <label htmlFor={id} className="file-label">
          <span id={`${id}-label`} className="field-label">
            头像
          </span>
          <span className="button-link secondary" aria-hidden="true">
            {working ? "处理中…" : "选择图片"}
          </span>
        </label>
        <small id={`${id}-help`} className={error ? "field-error" : undefined}>
          {error ?? "支持 JPG、PNG、GIF、WebP，会自动缩小到256像素"}
        </small>
      </div>
    </div>
  );
}
