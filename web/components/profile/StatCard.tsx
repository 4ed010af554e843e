import type { ComponentType } from "react";

type Props = { title: string; value: number | undefined; unit: string; Icon: ComponentType<{ size?: number }> };

/** One learning number (characters learned, poems recited, errors) on the profile page. */
export function StatCard({ title, value, unit, Icon }: Props) {
  return (
    <article className="panel stat-card">
      <Icon size={36} />
      <h2 className="stat-title">{title}</h2>
      <p className="stat-value">
        {value ?? "—"}
        <small> {unit}</small>
      </p>
    </article>
  );
}
