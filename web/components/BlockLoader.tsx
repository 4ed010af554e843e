/** A hopping block shown while something loads; the text is what screen readers hear. */
export function BlockLoader({ text = "加载中…" }: { text?: string }) {
  return (
    <div className="block-loader" role="status" aria-live="polite">
      <span className="block-loader-cube" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
