/**
 * The knowledge base's measured claims for the initiatives that also have a
 * page of their own: each figure is written here once and read by the
 * knowledge base's agent (its impact line), the initiative's page and the
 * dashboard's headline, so the three can never say different numbers. A
 * module of numbers only: a page that shows one loads nothing else with it.
 */

/** GEFAR: response time down, manual errors down. */
export const RESPONSE_TIME_REDUCTION_PERCENT = 70;
export const MANUAL_ERROR_REDUCTION_PERCENT = 95;

/** Suporte Técnico (the Suporte N1 page): share of the technicians' time the installation agent frees. */
export const TECHNICIAN_TIME_FREED_PERCENT = 80;

/** Auditoria PPP: fraud inconsistencies detected, improper payments down, traceability up. */
export const INCONSISTENCIES_DETECTED_PERCENT = 98;
export const IMPROPER_PAYMENTS_REDUCTION_PERCENT = 85;
export const TRACEABILITY_GAIN_PERCENT = 90;

/** GECLI: days ahead the model anticipates a default, recovery of overdue amounts up. */
export const ANTICIPATION_DAYS = 30;
export const RECOVERY_GAIN_PERCENT = 40;
