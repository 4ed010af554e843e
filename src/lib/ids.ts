/** A new UUID string (D5). */
export const newId = (): string => crypto.randomUUID();

const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I/L: read aloud to a child

/** A one-time code such as "K7M2-9QXP": 40 bits of randomness, easy to copy by hand. */
export function newOneTimeCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}
