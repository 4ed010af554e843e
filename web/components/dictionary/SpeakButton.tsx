type Props = { label: string; speaking: boolean; onClick: () => void; className?: string; stopLabel?: string };

/** A blocky speaker drawn in squares (no emoji: not every tablet has an emoji font). */
function SpeakerIcon() {
  return (
    <svg className="dict-speaker" viewBox="0 0 8 8" width="18" height="18" aria-hidden="true" shapeRendering="crispEdges">
      <rect x="0" y="3" width="2" height="2" fill="currentColor" />
      <rect x="2" y="2" width="1" height="4" fill="currentColor" />
      <rect x="3" y="1" width="1" height="6" fill="currentColor" />
      <rect x="5" y="3" width="1" height="2" fill="currentColor" />
      <rect x="6" y="1" width="1" height="1" fill="currentColor" />
      <rect x="7" y="2" width="1" height="4" fill="currentColor" />
      <rect x="6" y="6" width="1" height="1" fill="currentColor" />
    </svg>
  );
}

/** A read-aloud button that turns into a stop button while it speaks. */
export function SpeakButton({ label, speaking, onClick, className = "secondary", stopLabel = "停止" }: Props) {
  return (
    <button type="button" className={`dict-speak ${className}`} onClick={onClick}>
      {speaking ? <span aria-hidden="true">■</span> : <SpeakerIcon />} {speaking ? stopLabel : label}
    </button>
  );
}
