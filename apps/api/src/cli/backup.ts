/**
 * `npm run backup [-- --out FILE]`: writes one archive with the database
 * dump and every uploaded image (docs/operations/backup.md). Default file:
 * `<BACKUP_DIR or DATA_DIR/backups>/yali-YYYYMMDD-HHmmss.tar.gz` (UTC).
 * Prints the archive's path on the last line; exit status 1 on failure.
 */
import { loadConfig } from '../config.ts';
import { createBackup } from '../backup/create-backup.ts';
import { parseCommandLine, runCommand } from '../backup/run-command.ts';

const USAGE = `Kullanım: npm run backup [-- --out DOSYA]
  Veritabanının ve görsellerin yedeğini tek bir .tar.gz arşivine yazar.
  --out DOSYA  arşivin yolu (varsayılan: BACKUP_DIR ya da DATA_DIR/backups altında yali-YYYYMMDD-HHmmss.tar.gz)`;

const args = parseCommandLine({ out: { type: 'string', short: 'o' } }, USAGE, false);
if (args) {
  runCommand('Yedek alınamadı', async () => {
    const started = Date.now();
    const { file, manifest } = await createBackup({
      config: loadConfig(),
      out: (args.values as { out?: string }).out,
      log: (line) => console.log(line),
    });
    console.log(
      `Yedek hazır (${((Date.now() - started) / 1000).toFixed(1)} sn): veritabanı ${manifest.database.engine}, ` +
        `${manifest.database.migrations.length} göç, ${manifest.images.count} görsel.`,
    );
    console.log(file);
  });
}
