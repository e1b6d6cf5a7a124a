import { applicationSteps } from '../domain/application-steps.ts'
import type { Resource } from '../domain/resource.ts'
import type { Database } from './database.ts'
import { funnelApplications } from './funnel-applications.ts'
import { createRecordStore, type KeptFromRecords } from './record-store.ts'

/** The tables that the writes of a resource keep beside its own: the funnel's applications for the steps. */
const KEPT_TABLES: Readonly<Record<string, KeptFromRecords>> = { [applicationSteps.name]: funnelApplications }

/** The record store of a resource, which keeps its KEPT_TABLES in every write. */
export const createStore = <R extends Resource>(db: Database, resource: R) =>
  createRecordStore(db, resource, KEPT_TABLES[resource.name])
