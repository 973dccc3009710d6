import { z } from 'zod';
import { airlineSchema } from './airline-schema';
import { apiSchemas } from '@/lib/api/schemas';

/**
 * The wire shapes of GET /api/airlines.json and GET /api/airlines/{code}: the files of
 * content/airlines/ with their address, without the editors' notes on what is left to verify.
 */

export const AirlineSchema = airlineSchema
  .omit({ notes: true })
  .extend({ url: z.url().describe('This airline’s allowances, at /api/airlines/{code}') })
  .register(apiSchemas, { id: 'Airline' });

export const AirlineIndexSchema = z
  .object({
    count: z.int().min(0),
    airlines: z.array(AirlineSchema).describe('Every airline, by name, with its allowances per fare family and the pages they come from'),
  })
  .register(apiSchemas, { id: 'AirlineIndex' });

export type AirlineDetail = z.infer<typeof AirlineSchema>;
export type AirlineIndex = z.infer<typeof AirlineIndexSchema>;
