import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../../../../e2e/support/stack';

const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A throw-away Redis (Debian's `redis-server`, which `.ci/run` installs) on a free loopback
 * port, without persistence; `stop` kills it.
 */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (.ci/run does)`);
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`redis-server exited with ${String(code)}: ${output}`));
    });
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
