import { renameSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** Copies the dictionary embedded in the executable into the data folder (temp file, then rename). */
export async function installEmbeddedDictionary(embeddedPath: string, target: string): Promise<void> {
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.install`);
  await Bun.write(temp, Bun.file(embeddedPath));
  renameSync(temp, target);
}
