import { useState } from "react";
import { DEFAULT_REWARD_ICON, isImageIcon } from "../../lib/economy.ts";

type Props = {
  /** As stored: an emoji, or the GM's own image link. */
  icon: string | null | undefined;
  /** Where anyone who may see the item loads its image (the server's icon_url). */
  url?: string | null;
  label?: string;
  size?: "large";
};

/**
 * A reward item's icon (3-gm §3): an emoji, or an image the GM uploaded; the gift when there is
 * none (or when the picture cannot be loaded). Framed like a task glyph so emoji and pictures
 * sit alike in cards and rows.
 */
export function RewardIcon({ icon, url, label, size }: Props) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  const [failed, setFailed] = useState<string | null>(null);
  const src = url || (isImageIcon(icon) ? icon : null);
  const emoji = isImageIcon(icon) ? DEFAULT_REWARD_ICON : icon || DEFAULT_REWARD_ICON;
  return (
    <span className={`reward-icon${size ? ` reward-icon-${size}` : ""}`} {...a11y}>
      {src && failed !== src ? <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} /> : emoji}
    </span>
  );
}
