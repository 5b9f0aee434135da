/**
 * Shapes of the operational endpoints (docs/operations/observability.md):
 * `GET /v1/ready`, asked by load balancers and orchestrators, not by the web app.
 */
import { z } from 'zod';
import { errorBodyWith } from './common.ts';

/** Applied and pending migrations of the code's migration folder (null: the database did not answer). */
const migrationState = z.object({ applied: z.number().int().nonnegative(), pending: z.number().int().nonnegative() }).nullable();

/** What `/v1/ready` found: the database kind, whether it answered, and its migrations. */
const readinessFields = {
  database: z.enum(['pglite', 'postgres']),
  database_reachable: z.boolean(),
  migrations: migrationState,
};

/** 200 of `/v1/ready`: this process may take traffic. */
export const readiness = z.object({ ready: z.literal(true), ...readinessFields });
export type Readiness = z.infer<typeof readiness>;

/** 503 of `/v1/ready` (code NOT_READY): the Turkish reason, and what was found. */
export const notReadyBody = errorBodyWith({ ready: z.literal(false), ...readinessFields });
