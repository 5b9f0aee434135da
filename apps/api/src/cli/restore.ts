/**
 * `npm run restore -- FILE`: replaces the database and every uploaded image
 * with the content of a backup archive (docs/operations/backup.md). Asks
 * nothing; refuses (exit status 1, nothing changed) an archive it cannot
 * read or check, and an embedded database that another process has open.
 */
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { parseCommandLine, runCommand } from '../backup/run-command.ts';

const USAGE = `Kullanım: npm run restore -- DOSYA
  Bir yedek arşivini geri yükler: veritabanının tamamı ve tüm görseller arşivdekilerle değiştirilir.`;

const args = parseCommandLine({}, USAGE, true);
if (args) {
  const [file, ...extra] = args.positionals;
  if (!file || extra.length) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    runCommand('Geri yükleme başarısız', async () => {
      const started = Date.now();
      await restoreBackup({ config: loadConfig(), file, log: (line) => console.log(line) });
      console.log(`Geri yükleme tamamlandı (${((Date.now() - started) / 1000).toFixed(1)} sn).`);
    });
  }
}
