import { z } from 'zod';

/**
 * A correction in content/corrections/: Packwise fixing its own text, which is not a change of any
 * rule. The feed keeps the two apart, so that nobody mistakes a fixed sentence for new policy.
 */
export const correctionFileSchema = z.object({
  date: z.iso.date('date must be an ISO calendar date such as 2026-11-27').describe('The day the corrected text was published'),
  guide: z.string().regex(/^[a-z0-9-]+$/).describe('The slug of the guide that was corrected'),
  headline: z.string().trim().min(5).max(90).describe('What was corrected, as a change list names it'),
  wrong: z.string().trim().min(10).max(400).describe('What the guide said before'),
  now: z.string().trim().min(10).max(400).describe('What it says now, and why'),
});

export type Correction = z.infer<typeof correctionFileSchema> & { id: string; sourceFile: string };
