import { describe, expect, test } from "bun:test";
import {
  beginStroke,
  clampWidth,
  clearAll,
  distanceToSegment,
  emptyDrawing,
  endStroke,
  eraseAlong,
  exportSize,
  extendStroke,
  fitCanvas,
  isAnnotatable,
  renderStrokes,
  strokeHit,
  undo,
  type Drawing,
  type PenContext,
  type Point,
  type Stroke,
  type Tool,
} from "./annotation.ts";

const pen: Tool = { color: "#e53935", width: 4, eraser: false };
const eraser: Tool = { color: "#000000", width: 10, eraser: true };

function draw(drawing: Drawing, points: Point[], tool: Tool, id?: string): Drawing {
  let next = beginStroke(drawing, points[0]!, tool, id);
  for (const p of points.slice(1)) next = extendStroke(next, p);
  return endStroke(next);
}

const line = (id: string, points: Point[]): Stroke => ({ id, points, color: "#000", width: 3, eraser: false });

describe("stroke width", () => {
  test("stays between 1 and 10 whole pixels", () => {
    expect(clampWidth(0)).toBe(1);
    expect(clampWidth(-3)).toBe(1);
    expect(clampWidth(4.4)).toBe(4);
    expect(clampWidth(25)).toBe(10);
    expect(clampWidth(Number.NaN)).toBe(1);
  });

  test("a new stroke gets the clamped width", () => {
    const d = draw(emptyDrawing(), [{ x: 0, y: 0 }, { x: 5, y: 5 }], { ...pen, width: 42 });
    expect(d.strokes[0]!.width).toBe(10);
  });
});

describe("canvas sizing", () => {
  test("fits within 80 % of the window width and 60 % of its height", () => {
    const fit = fitCanvas({ width: 2000, height: 1000 }, { width: 1000, height: 800 });
    expect(fit.width).toBeLessThanOrEqual(800);
    expect(fit.height).toBeLessThanOrEqual(480);
    expect(fit.width).toBe(800);
    expect(fit.height).toBe(400);
  });

  test("a tall photo is limited by the height", () => {
    const fit = fitCanvas({ width: 600, height: 1200 }, { width: 1000, height: 1000 });
    expect(fit.height).toBe(600);
    expect(fit.width).toBe(300);
  });

  test("a small image is never enlarged", () => {
    expect(fitCanvas({ width: 200, height: 100 }, { width: 1000, height: 1000 })).toEqual({ width: 200, height: 100, scale: 1 });
  });

  test("exports keep the original size unless a side is huge", () => {
    expect(exportSize({ width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(exportSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
  });
});

describe("hit testing", () => {
  test("measures the distance to a segment, its ends included", () => {
    expect(distanceToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distanceToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });

  test("a point within 10 px of the line hits, one just beyond does not", () => {
    const s = line("a", [{ x: 0, y: 0 }, { x: 100, y: 0 }]);
    expect(strokeHit(s, { x: 50, y: 10 })).toBe(true);
    expect(strokeHit(s, { x: 50, y: 10.5 })).toBe(false);
    expect(strokeHit(s, { x: 108, y: 6 })).toBe(true); // 10 px from the end point
  });

  test("a single-point stroke (a dot) is hit around its point", () => {
    const dot = line("d", [{ x: 20, y: 20 }]);
    expect(strokeHit(dot, { x: 26, y: 28 })).toBe(true);
    expect(strokeHit(dot, { x: 30, y: 30 })).toBe(false);
  });
});

describe("the eraser", () => {
  const strokes = [line("top", [{ x: 0, y: 0 }, { x: 100, y: 0 }]), line("bottom", [{ x: 0, y: 100 }, { x: 100, y: 100 }])];

  test("removes only the strokes it passes over", () => {
    expect(eraseAlong(strokes, { x: 50, y: -20 }, { x: 50, y: 30 }).map((s) => s.id)).toEqual(["bottom"]);
  });

  test("catches strokes between far-apart pointer events", () => {
    // One jump from above the top line to below the bottom one crosses both.
    expect(eraseAlong(strokes, { x: 50, y: -50 }, { x: 50, y: 150 })).toEqual([]);
  });

  test("an eraser gesture is never kept as a stroke and can be undone", () => {
    let d = draw(emptyDrawing(), [{ x: 0, y: 0 }, { x: 100, y: 0 }], pen, "p1");
    d = draw(d, [{ x: 0, y: 100 }, { x: 100, y: 100 }], pen, "p2");
    d = draw(d, [{ x: 50, y: -5 }, { x: 50, y: 5 }], eraser);
    expect(d.strokes.map((s) => s.id)).toEqual(["p2"]);
    expect(d.strokes.every((s) => !s.eraser)).toBe(true);
    d = undo(d);
    expect(d.strokes.map((s) => s.id)).toEqual(["p1", "p2"]);
  });

  test("a tap on empty canvas leaves no undo step", () => {
    const d = draw(emptyDrawing(), [{ x: 0, y: 0 }, { x: 100, y: 0 }], pen, "p1");
    const after = draw(d, [{ x: 50, y: 60 }], eraser);
    expect(after.strokes).toHaveLength(1);
    expect(after.history).toHaveLength(d.history.length);
  });

  test("a single tap erases what is under it", () => {
    const d = draw(emptyDrawing(), [{ x: 0, y: 0 }, { x: 100, y: 0 }], pen, "p1");
    expect(draw(d, [{ x: 30, y: 4 }], eraser).strokes).toEqual([]);
  });
});

describe("pen, undo and clear", () => {
  test("a gesture becomes one stroke with its points, colour and id", () => {
    const d = draw(emptyDrawing(), [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 2, y: 2 }, { x: 3, y: 5 }], pen, "x");
    expect(d.current).toBeNull();
    expect(d.strokes).toEqual([{ id: "x", points: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 5 }], color: "#e53935", width: 4, eraser: false }]);
  });

  test("undo steps back one gesture at a time, clear is undoable too", () => {
    let d = draw(emptyDrawing(), [{ x: 0, y: 0 }, { x: 9, y: 9 }], pen, "a");
    d = draw(d, [{ x: 5, y: 0 }, { x: 9, y: 1 }], pen, "b");
    d = clearAll(d);
    expect(d.strokes).toEqual([]);
    d = undo(d);
    expect(d.strokes.map((s) => s.id)).toEqual(["a", "b"]);
    d = undo(undo(d));
    expect(d.strokes).toEqual([]);
    expect(undo(d)).toBe(d);
  });
});

describe("rendering", () => {
  function recorder() {
    const calls: string[] = [];
    const ctx = {
      strokeStyle: "",
      fillStyle: "",
      lineWidth: 0,
      lineCap: "butt",
      lineJoin: "miter",
      beginPath: () => calls.push("begin"),
      moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
      stroke: () => calls.push("stroke"),
      arc: (x: number, y: number, r: number) => calls.push(`arc ${x},${y},${r}`),
      fill: () => calls.push("fill"),
    };
    return { ctx: ctx as unknown as PenContext & typeof ctx, calls };
  }

  test("draws pen strokes scaled for export and skips eraser gestures", () => {
    const { ctx, calls } = recorder();
    renderStrokes(
      ctx,
      [
        line("a", [{ x: 1, y: 2 }, { x: 3, y: 4 }]),
        { id: "e", points: [{ x: 0, y: 0 }, { x: 9, y: 9 }], color: "#000", width: 10, eraser: true },
        line("dot", [{ x: 5, y: 5 }]),
      ],
      2,
    );
    expect(calls).toEqual(["begin", "move 2,4", "line 6,8", "stroke", "begin", "arc 10,10,3", "fill"]);
    expect(ctx.lineWidth).toBe(6);
  });
});

describe("which attachments can be annotated", () => {
  test("jpg, jpeg, png and gif only, judged by the stored key", () => {
    expect(isAnnotatable("/api/r2/image?key=tasks%2Fp%2Ft%2F1_photo.jpg")).toBe(true);
    expect(isAnnotatable("/api/r2/image?key=tasks%2Fp%2Ft%2F1_a.JPEG")).toBe(true);
    expect(isAnnotatable("https://x.example/a.png")).toBe(true);
    expect(isAnnotatable("/api/r2/image?key=tasks%2Fp%2Ft%2F1_a.gif")).toBe(true);
    expect(isAnnotatable("/api/r2/image?key=tasks%2Fp%2Ft%2F1_a.webp")).toBe(false);
    expect(isAnnotatable("/api/r2/image?key=tasks%2Fp%2Ft%2F1_a.pdf")).toBe(false);
  });
});
