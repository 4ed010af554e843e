import { useId } from "react";
import { MAX_STROKE_WIDTH, MIN_STROKE_WIDTH, PEN_COLORS, type Tool } from "../../lib/annotation.ts";

const COLOR_NAMES: Record<(typeof PEN_COLORS)[number], string> = {
  "#e53935": "红色",
  "#fdd835": "黄色",
  "#43a047": "绿色",
  "#1e88e5": "蓝色",
  "#000000": "黑色",
  "#ffffff": "白色",
};

type Props = { tool: Tool; onTool: (tool: Tool) => void; canUndo: boolean; onUndo: () => void; onClear: () => void };

/** Pen colours, stroke width (1–10), eraser, undo and clear. */
export function AnnotationToolbar({ tool, onTool, canUndo, onUndo, onClear }: Props) {
  const widthId = useId();
  return (
    <div className="annotation-toolbar" role="toolbar" aria-label="批注工具">
      <div className="swatches" role="group" aria-label="画笔颜色">
        {PEN_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            className="swatch"
            style={{ background: color }}
            aria-label={COLOR_NAMES[color]}
            aria-pressed={!tool.eraser && tool.color === color}
            onClick={() => onTool({ ...tool, color, eraser: false })}
          />
        ))}
      </div>
      <label htmlFor={widthId} className="width-field">
        粗细 {tool.width}
        <input
          id={widthId}
          type="range"
          min={MIN_STROKE_WIDTH}
          max={MAX_STROKE_WIDTH}
          step={1}
          value={tool.width}
          onChange={(e) => onTool({ ...tool, width: Number(e.target.value) })}
        />
      </label>
      <button type="button" className="secondary small" aria-pressed={tool.eraser} onClick={() => onTool({ ...tool, eraser: !tool.eraser })}>
        橡皮擦
      </button>
      <button type="button" className="secondary small" onClick={onUndo} disabled={!canUndo}>
        撤销
      </button>
      <button type="button" className="secondary small" onClick={onClear}>
        清除全部
      </button>
    </div>
  );
}
