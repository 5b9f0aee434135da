/**
 * Heavy libraries loaded on first use (issue 16, bench/README.md "Memory"): sharp (libvips),
 * pdfkit, the AWS S3 client and the common-password list each add about 20 MiB to a process
 * that imports them, and most API processes never make a photo, a PDF or a password. The
 * import is shared, so concurrent first uses load the module once.
 */

/** A loader that imports the module on its first call and answers the same promise after. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

/** sharp's default export, loaded on first use. */
export const loadSharp = lazyModule(async () => (await import('sharp')).default);
