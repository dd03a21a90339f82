import type { RuntimeEnv } from '~/services/env.server'
import type { ScheduleRules } from '../domain/booking-schedule'

/** The schedule's numbers from configuration (README: BOOKING_*). */
export function scheduleRulesOf(
  env: Pick<RuntimeEnv, 'BOOKING_FULL_PAYMENT_DAYS' | 'BOOKING_DEPOSIT_PERCENT' | 'BOOKING_BALANCE_DAYS_BEFORE'>,
): ScheduleRules {
  return {
    fullPaymentWithinDays: env.BOOKING_FULL_PAYMENT_DAYS,
    depositPercent: env.BOOKING_DEPOSIT_PERCENT,
    balanceDaysBefore: env.BOOKING_BALANCE_DAYS_BEFORE,
  }
}
