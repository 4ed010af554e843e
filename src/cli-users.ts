import type { Db } from "../db/client.ts";
import { ROLES, type Role } from "../db/schema/index.ts";
import type { Config } from "./config.ts";
import { ConfigError } from "./config.ts";
import { hashPassword } from "./lib/password.ts";
import { issueCode } from "./modules/auth/codes.ts";
import { findLogin, setPassword } from "./modules/auth/service.ts";
import { EMAIL_PATTERN, USERNAME_PATTERN } from "./modules/users/model.ts";
import { insertAccount } from "./modules/users/service.ts";
import type { CliFlags } from "./cli.ts";

const str = (flags: CliFlags, key: string) => (typeof flags[key] === "string" ? (flags[key] as string).trim() : "");

/** `blockquest user create`: makes a GM or player on the box itself (D1), e.g. when registration is closed. */
export async function createUserCommand(db: Db, flags: CliFlags): Promise<string> {
  const role = str(flags, "role").toUpperCase() as Role;
  if (!ROLES.includes(role)) throw new ConfigError("--role must be GM or PLAYER");
  const email = str(flags, "email");
  if (!new RegExp(EMAIL_PATTERN).test(email)) throw new ConfigError("--email must be a valid e-mail address");
  const name = str(flags, "name");
  if (name.length < 2) throw new ConfigError("--name must be at least 2 characters");
  const username = str(flags, "username");
  if (username && !new RegExp(USERNAME_PATTERN, "u").test(username)) {
    throw new ConfigError("--username must be 2-20 letters, digits, underscores or Chinese characters");
  }
  let gmId: string | null = null;
  if (str(flags, "gm")) {
    const gm = findLogin(db, str(flags, "gm"));
    if (!gm) throw new ConfigError(`no account named "${str(flags, "gm")}" for --gm`);
    gmId = gm.id;
  }
  const password = str(flags, "password");
  if (password && password.length < 6) throw new ConfigError("--password must be at least 6 characters");
  // Without --password the account gets an unguessable one and a setup code to choose their own.
  const password_hash = await hashPassword(password || crypto.randomUUID());
  const id = db.transaction((tx) => insertAccount(tx, { email, password_hash, username: username || null, name, role, gm_id: gmId }));
  if (password) return `created ${role} ${email} (id ${id})`;
  const { code, expires_at } = issueCode(db, id, "SETUP", null);
  return `created ${role} ${email} (id ${id}); setup code ${code} (valid until ${expires_at}) — redeem at /reset-password`;
}

/** `blockquest user reset-password`: sets a password, or prints a one-time reset code (D3). */
export async function resetPasswordCommand(db: Db, _config: Config, flags: CliFlags): Promise<string> {
  const who = str(flags, "user");
  if (!who) throw new ConfigError("--user NAME_OR_EMAIL is required");
  const login = findLogin(db, who);
  if (!login) throw new ConfigError(`no account named "${who}"`);
  const password = str(flags, "password");
  if (password) {
    if (password.length < 6) throw new ConfigError("--password must be at least 6 characters");
    await setPassword(db, login.id, password);
    return `password changed for ${who}; their other sessions were logged out`;
  }
  const { code, expires_at } = issueCode(db, login.id, "RESET", null);
  return `reset code for ${who}: ${code} (valid until ${expires_at}) — redeem at /reset-password`;
}
