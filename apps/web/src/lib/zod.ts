import { z } from 'zod';

// Zod's own messages in Japanese for the forms (the contract's schemas carry their own where needed).
z.config(z.locales.ja());

export { z };
