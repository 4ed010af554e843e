import { useEffect, useId, useRef, useState } from "react";
import { photoProblem, prepareTaskPhoto } from "../../state/tasks.ts";

export type PickedPhoto = { id: string; blob: Blob; preview: string };

type Props = {
  /** Photos already submitted before (URLs), kept unless removed. */
  kept: string[];
  onKeptChange: (urls: string[]) => void;
  photos: PickedPhoto[];
  onPhotosChange: (photos: PickedPhoto[]) => void;
  onBusyChange?: (busy: boolean) => void;
};

let seq = 0;

/**
 * Picks several photos for a submission (spec §5): images only, each shrunk and re-encoded in
 * the browser at once (D18), so a problem shows when the photo is chosen, not when sending.
 */
export function PhotoPicker({ kept, onKeptChange, photos, onPhotosChange, onBusyChange }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const latest = useRef(photos);
  latest.current = photos;

  // Previews are object URLs; free them when the dialog goes away.
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  async function pick(files: FileList | null) {
    setError(null);
    if (!files || files.length === 0) return;
    const chosen = Array.from(files);
    const bad = chosen.map(photoProblem).find(Boolean);
    if (bad) return setError(bad);
    setWorking(true);
    onBusyChange?.(true);
    try {
      const added: PickedPhoto[] = [];
      for (const file of chosen) {
        const blob = await prepareTaskPhoto(file);
        added.push({ id: `photo-${seq++}`, blob, preview: URL.createObjectURL(blob) });
      }
      onPhotosChange([...latest.current, ...added]);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setWorking(false);
      onBusyChange?.(false);
    }
  }

  function remove(photo: PickedPhoto) {
    URL.revokeObjectURL(photo.preview);
    onPhotosChange(photos.filter((p) => p !== photo));
  }

  return (
    <div className="field photo-picker">
      <input
        id={id}
        className="visually-hidden"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(event) => {
          void pick(event.target.files);
          event.target.value = ""; // picking the same file again still fires
        }}
        aria-invalid={error ? true : undefined}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        aria-busy={working}
      />
      <label htmlFor={id} className="file-label">
        <span id={`${id}-label`} className="field-label">
          任务照片（可选，可多张）
        </span>
        <span className="button-link secondary" aria-hidden="true">
          {working ? "处理中…" : "添加照片"}
        </span>
      </label>
      <small id={`${id}-help`} className={error ? "field-error" : undefined} role={error ? "alert" : undefined}>
        {error ?? "支持 JPG、PNG、GIF，每张不超过5MB，上传前会自动缩小"}
      </small>
      {kept.length + photos.length > 0 ? (
        <ul className="photo-strip" aria-label="已选照片">
          {kept.map((url, index) => (
            <li key={url} className="photo-thumb">
              <img src={url} alt={`已提交的照片${index + 1}`} />
              <button type="button" className="photo-remove" aria-label={`移除已提交的照片${index + 1}`} onClick={() => onKeptChange(kept.filter((u) => u !== url))}>
                ×
              </button>
            </li>
          ))}
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-thumb">
              <img src={photo.preview} alt={`新照片${index + 1}`} />
              <button type="button" className="photo-remove" aria-label={`移除新照片${index + 1}`} onClick={() => remove(photo)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
