import { email, identifier, phone, text, timestamp } from './fields.ts'
import { defineResource } from './resource.ts'

/** An application (of a candidate, to a job offer) reached a step of the hiring pipeline at a time. */
export const applicationSteps = defineResource({
  name: 'application-steps',
  aRecord: 'an application step',
  table: 'application_steps',
  fields: {
    recorded_at: timestamp(true),
    job_offer_reference: identifier(true),
    job_offer_reference_2: identifier(false),
    job_offer_reference_3: identifier(false),
    job_offer_title: text(false, 1_000),
    candidate_creation_date: timestamp(false),
    candidate_mail: email(),
    candidate_phone: phone(),
    candidate_ats_id: identifier(true),
    source: text(false),
    step: text(true),
    step_ats_id: identifier(false),
    application_ats_id: identifier(true),
    subsidiary: text(false),
    subsidiary_ats_id: identifier(false),
  },
  naturalKey: ['application_ats_id', 'step', 'recorded_at'],
  exactFilters: ['job_offer_reference', 'subsidiary', 'step', 'application_ats_id', 'candidate_ats_id'],
  example: {
    recorded_at: '2026-11-20T10:15:00Z',
    job_offer_reference: 'JO-2026-042',
    job_offer_title: 'Data engineer',
    candidate_creation_date: '2026-11-18T08:00:00Z',
    candidate_mail: 'jane.doe@example.org',
    candidate_phone: '+33 6 12 34 56 78',
    candidate_ats_id: 'C-81723',
    source: 'jobboard-a',
    step: 'interview',
    step_ats_id: 4,
    application_ats_id: 'A-99812',
    subsidiary: 'Paris',
  },
})
