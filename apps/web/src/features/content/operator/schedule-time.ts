/** Japan's offset: the editor writes and reads publication times in Japan time whatever the browser's zone. */
const JST_MS = 9 * 3_600_000;

/** `2026-12-01T09:30` (Japan time, the value of an `<input type="datetime-local">`) → an ISO instant with offset. */
export function instantFromJapanLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - JST_MS;
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}

/** An instant → `YYYY-MM-DDTHH:mm` in Japan time (for the input's value). */
export function japanLocalOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + JST_MS).toISOString().slice(0, 16);
}

/** Why a publication time cannot be scheduled (the API's rule: in the future, within a year), or null. */
export function scheduleProblem(local: string, now: Date): string | null {
  const instant = instantFromJapanLocal(local);
  if (!instant) return '公開日時を入力してください。';
  const at = Date.parse(instant);
  if (at <= now.getTime()) return '公開日時には、これから先の日時を指定してください。';
  if (at > now.getTime() + 365 * 86_400_000) return '公開日時は1年以内で指定してください。';
  return null;
}
