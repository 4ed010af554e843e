/**
 * The drawing model behind the GM's annotation modal (spec 3-gm §2.3), kept free of the DOM so
 * it can be unit-tested: strokes, the eraser's hit testing, undo, canvas sizing and rendering
 * onto any 2D context. Points and widths are in display (canvas CSS) pixels, which is what the
 * GM sees and where the 10 px tolerance makes sense; the export scales them to the image.
 */

export type Point = { x: number; y: number };

export type Stroke = {
  id: string;
  points: Point[];
  color: string;
  /** 1 to 10 display pixels. */
  width: number;
  /** An eraser gesture: never drawn, it removes the strokes it passes over. */
  eraser: boolean;
};

export type Tool = { color: string; width: number; eraser: boolean };

export type Drawing = {
  strokes: Stroke[];
  /** The gesture in progress (pen or eraser), not yet committed. */
  current: Stroke | null;
  /** Earlier versions of `strokes`, newest last, for undo. */
  history: Stroke[][];
};

export const MIN_STROKE_WIDTH = 1;
export const MAX_STROKE_WIDTH = 10;
export const HIT_TOLERANCE_PX = 10;
export const EXPORT_JPEG_QUALITY = 0.95;
/** The canvas takes at most this share of the window (spec: 80 % of the width, 60 % of the height). */
export const MAX_CANVAS_WIDTH_SHARE = 0.8;
export const MAX_CANVAS_HEIGHT_SHARE = 0.6;
/** Exports stay within the 5 MB task-photo limit by never exceeding this many pixels a side. */
export const MAX_EXPORT_SIDE_PX = 2000;
export const PEN_COLORS = ["#e53935", "#fdd835", "#43a047", "#1e88e5", "#000000", "#ffffff"] as const;

export const emptyDrawing = (): Drawing => ({ strokes: [], current: null, history: [] });

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return MIN_STROKE_WIDTH;
  return Math.min(MAX_STROKE_WIDTH, Math.max(MIN_STROKE_WIDTH, Math.round(width)));
}

/** The display size of an image inside 80 % × 60 % of the window, never enlarged. */
export function fitCanvas(image: { width: number; height: number }, viewport: { width: number; height: number }) {
  const maxW = viewport.width * MAX_CANVAS_WIDTH_SHARE;
  const maxH = viewport.height * MAX_CANVAS_HEIGHT_SHARE;
  if (image.width <= 0 || image.height <= 0) return { width: 0, height: 0, scale: 0 };
  const scale = Math.min(1, maxW / image.width, maxH / image.height);
  return { width: Math.max(1, Math.floor(image.width * scale)), height: Math.max(1, Math.floor(image.height * scale)), scale };
}

/** The exported image's size: the original, shrunk only when a side exceeds MAX_EXPORT_SIDE_PX. */
export function exportSize(image: { width: number; height: number }) {
  const scale = Math.min(1, MAX_EXPORT_SIDE_PX / Math.max(image.width, image.height, 1));
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** True when `p` lies within `tolerance` pixels of the stroke's line (a dot counts as a line of one point). */
export function strokeHit(stroke: Stroke, p: Point, tolerance = HIT_TOLERANCE_PX): boolean {
  const pts = stroke.points;
  if (pts.length === 0) return false;
  if (pts.length === 1) return Math.hypot(p.x - pts[0]!.x, p.y - pts[0]!.y) <= tolerance;
  for (let i = 1; i < pts.length; i++) if (distanceToSegment(p, pts[i - 1]!, pts[i]!) <= tolerance) return true;
  return false;
}

/**
 * Points every `step` pixels from `a` to `b`, so a fast eraser swipe whose pointer events are far
 * apart still touches every stroke it crossed.
 */
export function sampleSegment(a: Point, b: Point, step = HIT_TOLERANCE_PX / 2): Point[] {
  const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / step));
  return Array.from({ length: n + 1 }, (_, i) => ({ x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n }));
}

/** The pen strokes that survive an eraser passing from `from` to `to`. */
export function eraseAlong(strokes: Stroke[], from: Point, to: Point, tolerance = HIT_TOLERANCE_PX): Stroke[] {
  const samples = sampleSegment(from, to);
  return strokes.filter((stroke) => stroke.eraser || !samples.some((p) => strokeHit(stroke, p, tolerance)));
}

let counter = 0;
export const newStrokeId = () => `s${Date.now().toString(36)}_${(counter++).toString(36)}`;

/** Starts a gesture. An eraser erases at once, so a single tap removes what it touches. */
export function beginStroke(drawing: Drawing, point: Point, tool: Tool, id = newStrokeId()): Drawing {
  const current: Stroke = { id, points: [point], color: tool.color, width: clampWidth(tool.width), eraser: tool.eraser };
  const history = [...drawing.history, drawing.strokes];
  const strokes = tool.eraser ? eraseAlong(drawing.strokes, point, point) : drawing.strokes;
  return { strokes, current, history };
}

export function extendStroke(drawing: Drawing, point: Point): Drawing {
  const current = drawing.current;
  if (!current) return drawing;
  const last = current.points[current.points.length - 1]!;
  if (last.x === point.x && last.y === point.y) return drawing;
  const next = { ...current, points: [...current.points, point] };
  const strokes = current.eraser ? eraseAlong(drawing.strokes, last, point) : drawing.strokes;
  return { ...drawing, strokes, current: next };
}

/** Ends a gesture: a pen stroke is kept; an eraser leaves only its effect. No-op gestures leave no undo step. */
export function endStroke(drawing: Drawing): Drawing {
  const current = drawing.current;
  if (!current) return drawing;
  const before = drawing.history[drawing.history.length - 1];
  if (current.eraser) {
    const changed = before !== undefined && before.length !== drawing.strokes.length;
    return { strokes: drawing.strokes, current: null, history: changed ? drawing.history : drawing.history.slice(0, -1) };
  }
  return { ...drawing, strokes: [...drawing.strokes, current], current: null };
}

export function undo(drawing: Drawing): Drawing {
  if (drawing.current || drawing.history.length === 0) return drawing;
  return { strokes: drawing.history[drawing.history.length - 1]!, current: null, history: drawing.history.slice(0, -1) };
}

export function clearAll(drawing: Drawing): Drawing {
  if (drawing.strokes.length === 0) return drawing;
  return { strokes: [], current: null, history: [...drawing.history, drawing.strokes] };
}

/** The part of a 2D context the renderer needs (a real canvas context, or a test double). */
export type PenContext = Pick<
  CanvasRenderingContext2D,
  "beginPath" | "moveTo" | "lineTo" | "stroke" | "arc" | "fill" | "strokeStyle" | "fillStyle" | "lineWidth" | "lineCap" | "lineJoin"
>;

/** Draws the pen strokes (eraser gestures are never drawn), scaled by `scale` for exports. */
export function renderStrokes(ctx: PenContext, strokes: readonly Stroke[], scale = 1): void {
  for (const stroke of strokes) {
    if (stroke.eraser || stroke.points.length === 0) continue;
    const width = stroke.width * scale;
    ctx.strokeStyle = stroke.color;
    ctx.fillStyle = stroke.color;
    ctx.lineWidth = width;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    const [first, ...rest] = stroke.points;
    ctx.beginPath();
    if (rest.length === 0) {
      ctx.arc(first!.x * scale, first!.y * scale, width / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.moveTo(first!.x * scale, first!.y * scale);
    for (const p of rest) ctx.lineTo(p.x * scale, p.y * scale);
    ctx.stroke();
  }
}

/** File types the annotate action is offered for (spec: jpg, jpeg, png, gif), judged by the URL or key. */
export function isAnnotatable(url: string): boolean {
  let name = url;
  try {
    const parsed = new URL(url, "http://x");
    name = parsed.searchParams.get("key") ?? parsed.pathname;
  } catch {
    /* keep the raw string */
  }
  return /\.(jpe?g|png|gif)$/i.test(name.split("?")[0]!);
}
