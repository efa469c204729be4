import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { noteBuildsSeen, registerServedBuild } from './app-builds.ts';
import { staffCredential } from './staff-credential.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { registerInsightsRoutes } from './insights-routes.ts';

// Publishing's server half (issue 26), mounted by server/http/app.ts: the builds pages report, the build this server
// serves, the staff endpoints and the insights page. The borrowers' call (publishing/published-version) is a schemas/api call like any.

export interface PublishingOptions {
  /** STAFF_TOKEN (config.ts); in demo mode outside production 'demo-staff' when unset; otherwise none, and staff endpoints refuse. */
  staffToken?: string | undefined;
  demo: boolean;
  production: boolean;
  /** The build output, whose build-manifest.json names what the served build draws. */
  distDir: string;
  /** The bundled schemas: what may be published is what they hold. */
  schemasRoot: string;
}

export async function registerPublishing(app: FastifyInstance, db: Db, options: PublishingOptions): Promise<void> {
  noteBuildsSeen(app, db);
  await registerServedBuild(db, options.distDir);
  const credential = staffCredential(options);
  registerStaffRoutes(app, db, { credential, schemasRoot: options.schemasRoot });
  registerInsightsRoutes(app, db, { credential, open: options.demo && !options.production, distDir: options.distDir });
}
