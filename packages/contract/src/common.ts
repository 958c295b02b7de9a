import { z } from 'zod';

/** The body of a call that takes nothing: spec §7 still requires it, as `{}`. */
export const emptyInput = z.strictObject({});
