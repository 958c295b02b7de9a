/** A UUID as PostgreSQL's `uuid` reads it in its canonical form (any version), for regular expressions that embed it. */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const uuid = new RegExp(`^${UUID_PATTERN}$`, 'i');

/** Whether `text` is a UUID PostgreSQL accepts: a statement that casts ids to `uuid` fails whole on one that is not. */
export const isUuid = (text: string): boolean => uuid.test(text);
