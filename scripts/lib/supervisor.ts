import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './apps';
import { LineSplitter, readableLine } from './log-lines';

const COLOURS: Record<string, string> = { api: '36', sso: '35', web: '32', build: '33' };

/** Writes a child's lines to `out`, each prefixed by its name and made readable (`log-lines`). */
function prefixedLines(name: string, out: NodeJS.WriteStream): LineSplitter {
  const tag = process.stdout.isTTY ? `\x1b[${COLOURS[name] ?? '0'}m[${name}]\x1b[0m` : `[${name}]`;
  const withStacks = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  return new LineSplitter((line) => {
    out.write(`${tag} ${readableLine(line, withStacks)}\n`);
  });
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const [command = '', ...args] = argv;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${argv.join(' ')} failed (${signal ?? `exit ${String(code)}`})`));
    });
  });
}

/** How a process ended: its exit code, or the signal that killed it. */
export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<ExitStatus>;
}

/** `exit 1`, `signal SIGKILL`: for log lines. */
export function describeExit(status: ExitStatus): string {
  return status.signal ? `signal ${status.signal}` : `exit ${String(status.code)}`;
}

/**
 * Starts a long-running process in its own process group (so it and anything it spawns can be
 * stopped together: `next start` renames itself), with its output prefixed by its name.
 */
export function startService(name: string, argv: string[], env: NodeJS.ProcessEnv): Service {
  const [command = '', ...args] = argv;
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: 'pipe' });
  const stdout = prefixedLines(name, process.stdout);
  const stderr = prefixedLines(name, process.stderr);
  child.stdout.on('data', (chunk: Buffer) => {
    stdout.push(chunk);
  });
  child.stdout.on('end', () => {
    stdout.flush();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr.push(chunk);
  });
  child.stderr.on('end', () => {
    stderr.flush();
  });
  const exited = new Promise<ExitStatus>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
    });
    child.on('error', () => {
      resolve({ code: 1, signal: null });
    });
  });
  return { name, child, exited };
}

function signalGroup(service: Service, signal: NodeJS.Signals): void {
  if (service.child.pid === undefined || service.child.exitCode !== null) return;
  if (service.child.signalCode !== null) return;
  killGroup(service, signal);
}

/**
 * Signals the service's whole process group, even after its leader exited: a crashed leader
 * can leave children behind (holding its port) that must go before a restart.
 */
export function killGroup(service: Service, signal: NodeJS.Signals): void {
  if (service.child.pid === undefined) return;
  try {
    process.kill(-service.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to every group, SIGKILL to whatever is still there after `graceMs`. */
export async function stopAll(services: Service[], graceMs = 8000): Promise<void> {
  for (const service of services) signalGroup(service, 'SIGTERM');
  const done = Promise.all(services.map((s) => s.exited));
  const timedOut = await Promise.race([done.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) for (const service of services) signalGroup(service, 'SIGKILL');
}

/** Polls a URL until it answers 2xx, or throws after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy within ${String(timeoutMs / 1000)} s`);
}

/** Rejects with a clear message when something already listens on the port. */
export function assertPortFree(port: number, host: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => {
      reject(
        new Error(
          `Port ${String(port)} (${name}) is already in use. Stop what runs there or set ${name.toUpperCase()}_PORT.`,
        ),
      );
    });
    server.listen(port, host, () => {
      server.close(() => {
        resolve();
      });
    });
  });
}
