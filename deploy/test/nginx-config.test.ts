/**
 * The nginx site as shipped (deploy/nginx/yali.conf with its includes, TLS
 * and all) is a configuration Debian's nginx accepts: `nginx -t` on it, with
 * the /etc paths pointed at this checkout and a throw-away self-signed
 * certificate standing in for certbot's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './cluster.ts';

it('nginx accepts the shipped site configuration', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'yali-nginx-'));
  try {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=yali.example.com',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      {
        stdio: 'ignore',
      },
    );
    // The Debian paths point here: the includes at this checkout, the cache directory (nginx -t creates it) and
    // the certificate at the temporary ones.
    const cache = (await readFile(path.join(ROOT, 'deploy/nginx/yali-cache.conf'), 'utf8')).replace(
      '/var/cache/nginx/yali',
      path.join(dir, 'cache'),
    );
    await writeFile(path.join(dir, 'yali-cache.conf'), cache);
    const site = (await readFile(path.join(ROOT, 'deploy/nginx/yali.conf'), 'utf8'))
      .replace('/etc/nginx/yali/yali-cache.conf', path.join(dir, 'yali-cache.conf'))
      .replaceAll('/etc/nginx/yali/', `${path.join(ROOT, 'deploy/nginx')}/`)
      .replace('/etc/letsencrypt/live/yali.example.com/fullchain.pem', cert)
      .replace('/etc/letsencrypt/live/yali.example.com/privkey.pem', key);
    await writeFile(path.join(dir, 'yali.conf'), site);
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${dir}/yali.conf;\n}\n`,
    );
    const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const r = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('syntax is ok');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
