// Column helpers shared by the module schema files. Not tables, so index.ts does not export them.
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** bigint as a JS number: ids and cent sums stay far below 2^53. */
export const id = (name = 'id') => bigint(name, { mode: 'number' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
