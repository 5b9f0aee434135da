/**
 * Replacing a folder by a fully prepared one with renames only (both on the
 * same file system), so that readers see the old content or the new one,
 * never a mix.
 */
import { rename, rm, stat } from 'node:fs/promises';

export type Swap = {
  /** Puts the old folder back (the new one is deleted). */
  undo: () => Promise<void>;
  /** Deletes the old folder, kept aside until now. */
  finish: () => Promise<void>;
};

/**
 * Moves `target` aside to `<target>.before-restore-<stamp>` (if it exists) and
 * `staging` into its place. Throws with `target` untouched if either rename fails.
 */
export async function swapDir(staging: string, target: string): Promise<Swap> {
  const aside = `${target}.before-restore-${Date.now().toString(36)}`;
  const hadOld = await stat(target).then(
    () => true,
    () => false,
  );
  if (hadOld) await rename(target, aside);
  try {
    await rename(staging, target);
  } catch (err) {
    if (hadOld) await rename(aside, target);
    throw err;
  }
  return {
    async undo() {
      await rm(target, { recursive: true, force: true });
      if (hadOld) await rename(aside, target);
    },
    finish: () => (hadOld ? rm(aside, { recursive: true, force: true }) : Promise.resolve()),
  };
}
