import { listingMessages as m } from '../messages';

/** Moving to another step drops unsaved input: ask first (a plain confirm, like the browser's own). */
export function confirmLeave(dirty: boolean): boolean {
  return !dirty || window.confirm(m.steps.leaveUnsaved);
}
