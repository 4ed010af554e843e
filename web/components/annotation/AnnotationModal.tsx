/**
 * The GM's image annotation modal (spec 3-gm §2.3), loaded only when a GM opens it: draw over a
 * submitted photo, erase strokes, undo, then save a JPEG (quality 0.95) into the player's task
 * folder. The drawing rules live in lib/annotation.ts; this file wires them to a canvas.
 */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import {
  beginStroke,
  clearAll,
  emptyDrawing,
  endStroke,
  EXPORT_JPEG_QUALITY,
  exportSize,
  extendStroke,
  fitCanvas,
  renderStrokes,
  undo,
  type Drawing,
  type Point,
  type Tool,
} from "../../lib/annotation.ts";
import { GM_MESSAGES } from "../../state/gm.ts";
import { uploadTaskImage } from "../../state/tasks.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { AnnotationToolbar } from "./AnnotationToolbar.tsx";

type Props = { imageUrl: string; playerId: string; taskId: string; onSaved: (url: string) => void; onClose: () => void };

export default function AnnotationModal(props: Props) {
  return (
    <Modal open title="批注图片" onClose={props.onClose}>
      <AnnotationEditor {...props} />
    </Modal>
  );
}

function AnnotationEditor({ imageUrl, playerId, taskId, onSaved, onClose }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [drawing, setDrawing] = useState<Drawing>(emptyDrawing);
  const [tool, setTool] = useState<Tool>({ color: "#e53935", width: 4, eraser: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const img = new Image();
    img.onload = () => setImage(img);
    img.onerror = () => setFailure(GM_MESSAGES.annotationLoad);
    img.src = imageUrl;
  }, [imageUrl]);

  // Fit the canvas within 80 % × 60 % of the window, and again when the window changes.
  useEffect(() => {
    if (!image) return;
    const fit = () => setSize(fitCanvas({ width: image.naturalWidth, height: image.naturalHeight }, { width: window.innerWidth, height: window.innerHeight }));
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [image]);

  // Sharp lines on high-density tablet screens: the bitmap has dpr × the CSS pixels.
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx || !image || !size.width) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size.width, size.height);
    ctx.drawImage(image, 0, 0, size.width, size.height);
    renderStrokes(ctx, drawing.current && !drawing.current.eraser ? [...drawing.strokes, drawing.current] : drawing.strokes);
  }, [image, size, drawing, dpr]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * size.width, y: ((event.clientY - box.top) / box.height) * size.height };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = pointOf(event);
    setDrawing((d) => beginStroke(d, p, tool));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const p = pointOf(event);
    setDrawing((d) => extendStroke(d, p));
  };
  const up = () => setDrawing((d) => endStroke(d));

  async function save() {
    if (!image) return;
    setBusy(true);
    setFailure(null);
    try {
      const out = exportSize({ width: image.naturalWidth, height: image.naturalHeight });
      const board = document.createElement("canvas");
      board.width = out.width;
      board.height = out.height;
      const ctx = board.getContext("2d")!;
      ctx.fillStyle = "#ffffff"; // JPEG has no transparency
      ctx.fillRect(0, 0, out.width, out.height);
      ctx.drawImage(image, 0, 0, out.width, out.height);
      renderStrokes(ctx, drawing.strokes, out.width / size.width);
      const blob = await new Promise<Blob | null>((resolve) => board.toBlob(resolve, "image/jpeg", EXPORT_JPEG_QUALITY));
      if (!blob) throw new Error("处理图片失败，请重试");
      onSaved(await uploadTaskImage(playerId, taskId, blob, "annotated.jpg"));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <div className="annotation-editor">
      <Notice tone="error">{failure}</Notice>
      <AnnotationToolbar
        tool={tool}
        onTool={setTool}
        canUndo={drawing.history.length > 0}
        onUndo={() => setDrawing(undo)}
        onClear={() => setDrawing(clearAll)}
      />
      {!image && !failure ? <p className="muted">图片加载中…</p> : null}
      {image ? (
        <canvas
          ref={canvas}
          className="annotation-canvas"
          data-eraser={tool.eraser || undefined}
          width={Math.round(size.width * dpr)}
          height={Math.round(size.height * dpr)}
          style={{ width: size.width, height: size.height }}
          aria-label="批注画布：按住并拖动来画线"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        />
      ) : null}
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="button" onClick={() => void save()} disabled={busy || !image || drawing.strokes.length === 0} aria-busy={busy}>
          保存批注
        </button>
      </div>
    </div>
  );
}
