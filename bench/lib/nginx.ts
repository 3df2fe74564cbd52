import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../e2e/support/stack';

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx: installed on demand when the bench runs as root (CI machines are fresh). */
export function ensureNginx(): boolean {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('Installing Debian nginx for the page baseline…');
  execFileSync('apt-get', ['install', '-y', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(NGINX);
}

/** nginx serving one file at `/page.html` from a temp folder, on a free port. */
export async function serveWithNginx(
  html: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trybuna-bench-nginx-'));
  const port = await freePort();
  await writeFile(path.join(dir, 'page.html'), html);
  // nginx's workers run as an unprivileged user: they must be able to read the folder.
  await chmod(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  server {
    listen 127.0.0.1:${String(port)};
    root ${dir};
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${String(port)}/page.html`;
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await sleep(300);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
