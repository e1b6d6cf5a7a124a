import type { ChangeEventType } from '@intake/client'

/**
 * The change feed's event types, which a webhook endpoint picks from, each in words. The client package
 * has them as a type only: a Record of it makes the typecheck fail when it gains one this list lacks.
 */
const EVENT_TYPE_WORDS: Readonly<Record<ChangeEventType, string>> = {
  'application_step.created': 'a step recorded',
  'application_step.updated': 'a step changed',
  'application_step.personal_data_erased': "a step's personal data erased",
  'activity.created': 'an activity recorded',
  'activity.updated': 'an activity changed',
  'job_offer.created': 'a job offer recorded',
  'job_offer.updated': 'a job offer changed',
}

export const EVENT_TYPES = Object.entries(EVENT_TYPE_WORDS) as readonly (readonly [ChangeEventType, string])[]
