/**
 * Test-side switch for one remote's static server. The servers belong to the global setup's
 * process, so tests ask it over HTTP (see `global-setup.ts`) rather than signalling processes.
 */
import type { RemoteName } from './test-stack';
import { controlUrl } from './test-stack';

async function control(remote: RemoteName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${controlUrl}/remotes/${remote}/${action}`, { method: 'POST' });
  if (response.status !== 204) {
    throw new Error(`Could not ${action} ${remote}: ${response.status} ${await response.text()}`);
  }
}

export const stopRemoteServer = (remote: RemoteName) => control(remote, 'stop');
export const startRemoteServer = (remote: RemoteName) => control(remote, 'start');

async function controlApi(action: 'stop' | 'start' | 'kill'): Promise<void> {
  const response = await fetch(`${controlUrl}/api/${action}`, { method: 'POST' });
  if (response.status !== 204) {
    throw new Error(`Could not ${action} the API: ${response.status} ${await response.text()}`);
  }
}

/** Stops the API process (SIGTERM: it closes its database cleanly) and waits until it is gone. */
export const stopApiServer = () => controlApi('stop');
/** Starts the API again on the same port and data folder and waits until it answers. */
export const startApiServer = () => controlApi('start');
/** Kills the API process (SIGKILL: it dies mid-work, closing nothing) and waits until it is gone. */
export const killApiServer = () => controlApi('kill');

/**
 * Queues a job of the engine's waiting test kind (`steps` steps of `stepMs` each, with progress
 * after each); the API is restarted around it (see `global-setup.ts`). Answers the job's id.
 */
export async function queueTestJob(steps: number, stepMs: number): Promise<string> {
  const response = await fetch(`${controlUrl}/api/test-jobs?steps=${steps}&step_ms=${stepMs}`, {
    method: 'POST',
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`Could not queue a test job: ${response.status} ${text}`);
  return text;
}
