import { describe, expect, it, vi } from 'vitest';
import {
  SKIP_WAITING_MESSAGE,
  activateWaitingWorker,
  watchServiceWorkerUpdates,
  type WorkerLike,
} from './service-worker-updates';

class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  postMessage = vi.fn<(message: unknown) => void>();
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  findUpdate(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
  changeController() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = new FakeContainer(controlled ? {} : null);
  const onUpdateReady = vi.fn<(worker: WorkerLike) => void>();
  const reload = vi.fn<() => void>();
  return { registration, container, onUpdateReady, reload };
}

describe('watchServiceWorkerUpdates (000 §4.7)', () => {
  it('reports an update that installs while a worker controls the page', () => {
    const env = setup(true);
    watchServiceWorkerUpdates(env);
    const worker = new FakeWorker();
    env.registration.findUpdate(worker);
    expect(env.onUpdateReady).not.toHaveBeenCalled();
    worker.moveTo('installed');
    expect(env.onUpdateReady).toHaveBeenCalledExactlyOnceWith(worker);
  });

  it('reports a worker already waiting at start, once', () => {
    const env = setup(true);
    const worker = new FakeWorker();
    worker.state = 'installed';
    env.registration.waiting = worker;
    watchServiceWorkerUpdates(env);
    worker.moveTo('installed');
    expect(env.onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('says nothing on the first install, when no worker controls the page', () => {
    const env = setup(false);
    watchServiceWorkerUpdates(env);
    const worker = new FakeWorker();
    env.registration.findUpdate(worker);
    worker.moveTo('installed');
    worker.moveTo('activated');
    expect(env.onUpdateReady).not.toHaveBeenCalled();
  });

  it('ignores a worker that becomes redundant', () => {
    const env = setup(true);
    watchServiceWorkerUpdates(env);
    const worker = new FakeWorker();
    env.registration.findUpdate(worker);
    worker.moveTo('redundant');
    expect(env.onUpdateReady).not.toHaveBeenCalled();
  });

  it('reloads once on controller change when a worker controlled the page', () => {
    const env = setup(true);
    watchServiceWorkerUpdates(env);
    env.container.changeController();
    env.container.changeController();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the page was not controlled at start', () => {
    const env = setup(false);
    watchServiceWorkerUpdates(env);
    env.container.changeController();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('stops listening after cleanup', () => {
    const env = setup(true);
    const stop = watchServiceWorkerUpdates(env);
    const worker = new FakeWorker();
    env.registration.findUpdate(worker);
    stop();
    worker.moveTo('installed');
    env.registration.findUpdate(new FakeWorker());
    env.container.changeController();
    expect(env.onUpdateReady).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('activateWaitingWorker', () => {
  it('asks the waiting worker to skip waiting', () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker();
    registration.waiting = worker;
    const reload = vi.fn<() => void>();
    activateWaitingWorker(registration, reload);
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(SKIP_WAITING_MESSAGE).toEqual({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('just reloads when nothing is waiting any more', () => {
    const reload = vi.fn<() => void>();
    activateWaitingWorker(new FakeRegistration(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
