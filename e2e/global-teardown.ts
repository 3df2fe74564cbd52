import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { STACK_ENV } from './support/stack';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the stack (it stops its three apps on SIGTERM) and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[STACK_ENV.pid]);
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(200);
  }
  const dataDir = process.env[STACK_ENV.dataDir];
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
