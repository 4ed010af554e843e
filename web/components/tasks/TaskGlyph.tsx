import { ChecklistIcon } from "../icons.tsx";

/**
 * A task's icon: the icon_code or icon an item carries is an emoji or a Font Awesome class name
 * ("fa-…", spec 3-gm §3). No icon font ships with the app, so class names (and no icon at all)
 * show the pixel checklist instead.
 */
export function TaskGlyph({ code, label, size = "1.6rem" }: { code: string | null | undefined; label?: string; size?: string }) {
  const emoji = code && !code.startsWith("fa-") ? code : null;
  return (
    <span className="task-glyph" style={{ fontSize: size }} role={label ? "img" : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {emoji ?? <ChecklistIcon size="1em" />}
    </span>
  );
}
