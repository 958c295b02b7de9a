interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Gives the browser's main thread a turn (input, paint, other tasks) and resolves in a later task:
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks), a message
 * otherwise (a zero timeout may be clamped to 4 ms or more).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
