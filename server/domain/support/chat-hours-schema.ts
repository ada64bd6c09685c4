import { z } from 'zod'
import type { ChatHours } from './chat-hours.js'

/** Checks a brand's chat opening hours (chat-hours.ts); kept apart so the browser code of the contact pages has no zod. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM (00:00 to 23:59)')

export const chatHoursSchema = z
  .object({
    enabled: z.boolean(),
    days: z
      .array(
        z
          .number()
          .int()
          .min(1, 'weekdays are 1 (Monday) to 7 (Sunday)')
          .max(7, 'weekdays are 1 (Monday) to 7 (Sunday)'),
      )
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'a weekday is listed twice'),
    opens: clock,
    closes: clock,
  })
  .refine((h) => h.opens < h.closes, {
    path: ['closes'],
    message: 'the chat must close after it opens',
  }) satisfies z.ZodType<ChatHours>
