import { DiamondIcon, EmeraldIcon, XpOrbIcon } from "./icons.tsx";

const KINDS = {
  emerald: { label: "绿宝石", Icon: EmeraldIcon },
  diamond: { label: "钻石", Icon: DiamondIcon },
  level: { label: "等级", Icon: XpOrbIcon },
} as const;

type Props = { kind: keyof typeof KINDS; value: number; compact?: boolean };

/** A counter chip in the header and on cards: icon + number, named for screen readers. */
export function ResourceBadge({ kind, value, compact }: Props) {
  const { label, Icon } = KINDS[kind];
  const text = kind === "level" ? `Lv.${value}` : String(value);
  return (
    <span className={`resource-badge resource-${kind}`} title={label} aria-label={`${label} ${value}`} data-compact={compact || undefined}>
      <Icon size={compact ? 18 : 22} />
      <span className="resource-value" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
