/**
 * A backup or restore that cannot go on for a reason the operator can act on
 * (a tool missing, the database in use, an archive that is not a Yalı
 * backup). The message is Turkish and complete: the CLIs print it as it is
 * and exit with status 1, without a stack trace.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
