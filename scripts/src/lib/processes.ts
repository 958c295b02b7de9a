import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * The children an orchestrator started, stopped in reverse order of start (the API before the
 * emulator before the database) on Ctrl-C, SIGTERM or a failure, so nothing is orphaned and the
 * PostgreSQL data folder is always shut down cleanly.
 */
export class Lifecycle {
  private readonly stops: { name: string; stop: () => Promise<void> }[] = [];
  private stopping: Promise<void> | null = null;

  /** True once a signal or a failure has begun the shutdown. */
  get isStopping(): boolean {
    return this.stopping !== null;
  }

  /**
   * A child added once the shutdown has begun is stopped at once: the orchestrator's flow goes on after a signal (a
   * bench run started its next API and baselines while the first Ctrl-C was stopping the rest), and a child added after
   * `stopAll` took its list would outlive the process. Its SIGTERM is sent before `add` returns.
   */
  add(name: string, stop: () => Promise<void>): void {
    if (this.stopping) {
      void stop().catch(() => undefined);
      return;
    }
    this.stops.push({ name, stop });
  }

  stopAll(log: (line: string) => void = () => {}): Promise<void> {
    this.stopping ??= (async () => {
      for (const { name, stop } of [...this.stops].reverse()) {
        try {
          await stop();
          log(`停止しました: ${name}`);
        } catch (error) {
          log(`${name} の停止に失敗しました: ${String(error)}`);
        }
      }
    })();
    return this.stopping;
  }

  /** On SIGINT/SIGTERM/SIGHUP: stop everything, then exit with the conventional code. */
  handleSignals(log: (line: string) => void): void {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        log(`\n${signal} を受け取りました。停止しています… (stopping)`);
        void this.stopAll(log).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
      });
    }
  }
}

/** Spawns a long-running child whose stop sends SIGTERM and waits (SIGKILL after the grace time). */
export function spawnService(
  command: string,
  args: string[],
  options: SpawnOptions & { graceMs?: number },
): { child: ChildProcess; exited: Promise<number | null>; stop: () => Promise<void> } {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    child,
    exited,
    async stop() {
      if (done) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), options.graceMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
