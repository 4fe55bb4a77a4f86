import { z } from 'zod';
import { isTimeZone } from '../profile-stats/index.ts';

/** `?tz=Area/City`: the learner's time zone (their "today"), UTC when left out. */
export const timeZoneQuery = z.object({
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone; send an IANA name such as Europe/Paris.' })
    .default('UTC'),
});
