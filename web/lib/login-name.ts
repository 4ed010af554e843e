/** The fixed domain appended to a bare player name at login (spec §5, D2). */
export const LOGIN_NAME_DOMAIN = "blockquest.local";

/** What a child typed (player name or e-mail) as the login `email` field. */
export function toLoginEmail(nameOrEmail: string): string {
  const value = nameOrEmail.trim();
  return value.includes("@") ? value : `${value}@${LOGIN_NAME_DOMAIN}`;
}
