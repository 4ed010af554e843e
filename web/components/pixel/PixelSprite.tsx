/**
 * Renders pixel art from rows of palette letters ('.' is transparent) as a crisp SVG. Runs of
 * one colour become one <rect>, so a sprite stays a handful of elements at any size.
 */
export type Sprite = { rows: readonly string[]; palette: Readonly<Record<string, string>> };

type Props = {
  sprite: Sprite;
  size?: number | string;
  /** Accessible name; without it the sprite is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
};

export function PixelSprite({ sprite, size = 24, title, className }: Props) {
  const width = Math.max(...sprite.rows.map((row) => row.length));
  const height = sprite.rows.length;
  const rects: { x: number; y: number; w: number; fill: string }[] = [];
  sprite.rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const key = row[x]!;
      let end = x + 1;
      while (end < row.length && row[end] === key) end++;
      const fill = sprite.palette[key];
      if (key !== "." && fill) rects.push({ x, y, w: end - x, fill });
      x = end;
    }
  });
  const a11y = title ? { role: "img", "aria-label": title } : { "aria-hidden": true as const };
  return (
    <svg
      className={className ? `pixel-sprite ${className}` : "pixel-sprite"}
      viewBox={`0 0 ${width} ${height}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
      {...a11y}
    >
      {title ? <title>{title}</title> : null}
      {rects.map((r) => (
        <rect key={`${r.x}-${r.y}`} x={r.x} y={r.y} width={r.w} height={1} fill={r.fill} />
      ))}
    </svg>
  );
}
