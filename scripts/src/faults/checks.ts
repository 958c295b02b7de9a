import pg from 'pg';

/** What the database holds of a set of reservations, checked in SQL. */
export interface ReservationChecks {
  /** Reservations answered 2xx that are stored. */
  stored: number;
  /** Stored reservations of the run's guests (answered or not: a request cut by the kill may have committed). */
  rows: number;
  /** Reservations without their first history row. */
  withoutHistory: number;
  /** Active car reservations without their calendar row, or with one of another period. */
  withoutCalendar: number;
  /** Calendar rows whose reservation is not active any more. */
  strayCalendar: number;
  /** Cars whose `busy` is not the union of their calendar rows. */
  busyMismatch: number;
  /** Pairs of active reservations of one car that overlap. */
  overlaps: number;
  /** Reservations without their host's notice (written by the same statement, ADR 0013). */
  withoutNotice: number;
  /** Host notices without their mail job, where the host takes reservation mails (ADR 0026: queued in the request's transaction). */
  withoutMail: number;
}

const ACTIVE = `('Request', 'Approved', 'Renting')`;

/**
 * The invariants of a reservation's creation (ADR 0016), for the run's guests: a request, its first
 * history row, its calendar row and the car's `busy` are written by one statement, so a kill at any
 * moment leaves all of them or none.
 */
export async function checkReservations(databaseUrl: string, guestEmails: string[], answeredIds: string[]): Promise<ReservationChecks> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const count = async (query: string, values: unknown[] = []) => Number((await db.query<{ n: string }>(query, values)).rows[0]!.n);
  try {
    const mine = `select r.* from reserves r join users u on u.id = r.guest_user_id where u.email = any($1::text[])`;
    return {
      stored: await count(`select count(*) as n from reserves where id = any($1::uuid[])`, [answeredIds]),
      rows: await count(`select count(*) as n from (${mine}) r`, [guestEmails]),
      withoutHistory: await count(
        `select count(*) as n from (${mine}) r where not exists (
           select 1 from reserve_status_history h where h.reserve_id = r.id and h.from_status is null and h.to_status = 'Request')`,
        [guestEmails],
      ),
      withoutCalendar: await count(
        `select count(*) as n from (${mine}) r left join car_unavailable_periods p on p.reserve_id = r.id
         where r.car_id is not null and r.status in ${ACTIVE} and p.period is distinct from r.period`,
        [guestEmails],
      ),
      strayCalendar: await count(
        `select count(*) as n from car_unavailable_periods p join reserves r on r.id = p.reserve_id where r.status not in ${ACTIVE}`,
      ),
      busyMismatch: await count(
        `select count(*) as n from cars c
         where c.busy is distinct from (select coalesce(range_agg(p.period), '{}'::datemultirange) from car_unavailable_periods p where p.car_id = c.id)`,
      ),
      withoutNotice: await count(
        `select count(*) as n from (${mine}) r where not exists (
           select 1 from notifications n where n.user_id = r.host_user_id and n.link = '/reserves/' || r.id)`,
        [guestEmails],
      ),
      withoutMail: await count(
        `select count(*) as n from (${mine}) r
         join notifications n on n.user_id = r.host_user_id and n.link = '/reserves/' || r.id
         join users h on h.id = r.host_user_id
         where h.email <> '' and h.deactivated_at is null
           and coalesce((h.notification_settings -> 'email' ->> 'Reservation')::boolean, false)
           and not exists (
             select 1 from pgboss.job j where j.name = 'mail' and j.data -> 'noticeIds' ? n.id::text
             union all select 1 from pgboss.archive j where j.name = 'mail' and j.data -> 'noticeIds' ? n.id::text)`,
        [guestEmails],
      ),
      overlaps: await count(
        `select count(*) as n from reserves a join reserves b on a.car_id = b.car_id and a.id < b.id and a.period && b.period
         where a.status in ${ACTIVE} and b.status in ${ACTIVE}`,
      ),
    };
  } finally {
    await db.end();
  }
}
