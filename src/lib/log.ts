/** Plain line logging to stdout/stderr, which systemd and Docker collect. */
const stamp = () => new Date().toISOString();

export const log = {
  info: (message: string) => console.log(`${stamp()} INFO  ${message}`),
  warn: (message: string) => console.warn(`${stamp()} WARN  ${message}`),
  error: (message: string, error?: unknown) =>
    console.error(`${stamp()} ERROR ${message}`, error instanceof Error ? (error.stack ?? error.message) : (error ?? "")),
};
