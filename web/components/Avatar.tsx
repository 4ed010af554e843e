import { useState } from "react";
import { FaceIcon } from "./icons.tsx";

type Props = { url: string | null | undefined; name: string; size?: number };

/** The player's picture, or the blocky default face when there is none or it fails to load. */
export function Avatar({ url, name, size = 40 }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!url || failedUrl === url) {
    return (
      <span className="avatar avatar-default" style={style}>
        <FaceIcon size="100%" title={`${name}的头像`} />
      </span>
    );
  }
  return <img className="avatar" style={style} src={url} alt={`${name}的头像`} onError={() => setFailedUrl(url)} />;
}
