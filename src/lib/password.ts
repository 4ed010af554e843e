/**
 * Password hashing with Bun.password (D4). argon2id at 12 MiB and 3 passes is OWASP's
 * recommended low-memory setting: 35 simultaneous logins verify in well under 2 s on two cores
 * and need far less memory than the 19 MiB preset, which matters on a 1 GB Raspberry Pi.
 * Hashes carry their parameters, so raising the cost later keeps old hashes valid.
 */
const HASH_OPTIONS = { algorithm: "argon2id", memoryCost: 12288, timeCost: 3 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, HASH_OPTIONS);

export const verifyPassword = (password: string, hash: string) =>
  Bun.password.verify(password, hash).catch(() => false);

/** A hash of a random password, compared against when no account matches, so timing reveals nothing. */
let decoyHash: Promise<string> | null = null;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(crypto.randomUUID()));
