import type { ReactNode } from "react";

type Props = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The centred stone panel the account pages (login, register, passwords) are built on. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  return (
    <section className="container auth-page">
      <article className="panel auth-card">
        <header>
          <h1>{title}</h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="auth-footer">{footer}</footer> : null}
      </article>
    </section>
  );
}
