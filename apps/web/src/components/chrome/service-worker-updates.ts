/** The message the worker answers by skipping its waiting phase (handled by Serwist in sw.ts). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The parts of `ServiceWorker` used here (structural, so tests can pass fakes). */
export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}

/** The parts of `ServiceWorkerRegistration` used here. */
export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
}

/** The parts of `ServiceWorkerContainer` used here. */
interface ContainerLike extends EventTarget {
  readonly controller: unknown;
}

export interface UpdateWatchOptions {
  registration: RegistrationLike;
  container: ContainerLike;
  /** A new version is installed and waits while an older worker controls the page. */
  onUpdateReady: (waiting: WorkerLike) => void;
  reload: () => void;
}

/**
 * 000 §4.7. Reports an installed update (one already waiting at start, or one that installs
 * later) when a worker already controls the page, and reloads the page once when the
 * controller changes. Returns a function that removes the listeners.
 */
export function watchServiceWorkerUpdates({
  registration,
  container,
  onUpdateReady,
  reload,
}: UpdateWatchOptions): () => void {
  const controlledAtStart = container.controller !== null && container.controller !== undefined;
  const reported = new WeakSet<WorkerLike>();
  const cleanups: (() => void)[] = [];
  let reloaded = false;

  const report = (worker: WorkerLike) => {
    if (reported.has(worker) || !container.controller) return;
    reported.add(worker);
    onUpdateReady(worker);
  };

  const track = (worker: WorkerLike) => {
    const onStateChange = () => {
      if (worker.state === 'installed') report(worker);
      if (worker.state !== 'installing') worker.removeEventListener('statechange', onStateChange);
    };
    worker.addEventListener('statechange', onStateChange);
    cleanups.push(() => {
      worker.removeEventListener('statechange', onStateChange);
    });
  };

  const onUpdateFound = () => {
    if (registration.installing) track(registration.installing);
  };

  const onControllerChange = () => {
    if (!controlledAtStart || reloaded) return;
    reloaded = true;
    reload();
  };

  if (registration.waiting) report(registration.waiting);
  if (registration.installing) track(registration.installing);
  registration.addEventListener('updatefound', onUpdateFound);
  container.addEventListener('controllerchange', onControllerChange);

  return () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    container.removeEventListener('controllerchange', onControllerChange);
    for (const cleanup of cleanups) cleanup();
  };
}

/** The toast's action: let the waiting worker take over (the reload follows on controllerchange). */
export function activateWaitingWorker(registration: RegistrationLike, reload: () => void): void {
  if (registration.waiting) registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
  else reload();
}
