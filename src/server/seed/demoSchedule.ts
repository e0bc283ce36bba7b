/**
 * The demo tenant's schedule: a day of visits for the field team around the day the demo was
 * made (appointments among them, two of the plumber's visits that overlap, so the board shows
 * a conflict, and an evening call-out), the next day's work, and a weekday series that keeps
 * every working day of the demo populated. Seeded once, after the demo work.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { instantOf, nextDay, timeZoneOrFallback, wallClock } from '../http/timeZone';
import { DEMO_SUBSCRIBER_NAME } from './demoTenant';

interface DemoVisit {
  /** The start of the order's problem text, or null for a task without an order. */
  order: string | null;
  task: string;
  technicians: string[];
  /** Days after the seeding day. */
  day: number;
  from: string;
  to: string;
  isAppointment?: boolean;
  recurrenceRule?: string;
}

const VISITS: DemoVisit[] = [
  { order: null, task: 'Shop stock-up and van check', technicians: ['technician'], day: 0, from: '07:00', to: '07:30', recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
  { order: 'Walk-in cooler #2', task: 'Diagnose and recharge', technicians: ['technician'], day: 0, from: '08:00', to: '09:30', isAppointment: true },
  { order: 'Fryer pilot light', task: 'Replace thermocouple', technicians: ['technician'], day: 0, from: '10:00', to: '11:00' },
  { order: 'Ice machine in cafeteria', task: 'Fit new inlet valve', technicians: ['technician'], day: 0, from: '13:00', to: '14:30', isAppointment: true },
  { order: 'Proof box heater', task: 'Check heater element', technicians: ['technician'], day: 0, from: '15:00', to: '16:00' },
  { order: 'Kitchen sink drain', task: 'Snake main line', technicians: ['plumber'], day: 0, from: '09:00', to: '11:00' },
  { order: 'Replace grease trap baffle', task: 'Swap baffle', technicians: ['plumber'], day: 0, from: '10:30', to: '12:00' },
  { order: 'Chiller alarm', task: 'Urgent: high head pressure', technicians: ['teamleader'], day: 0, from: '08:00', to: '10:00' },
  // Evening work: the timeline scrolls to it.
  { order: 'Chiller alarm', task: 'After-hours callback: alarm again', technicians: ['teamleader'], day: 0, from: '19:30', to: '21:00' },
  { order: 'Classroom 12 thermostat', task: 'Replace thermostat', technicians: ['masterplumber'], day: 0, from: '09:00', to: '10:00' },
  { order: 'Quarterly preventive maintenance', task: 'Rack PM', technicians: ['teamleader', 'technician'], day: 1, from: '08:00', to: '12:00', isAppointment: true },
  { order: 'Rooftop unit RTU-3', task: 'Check compressor contactor', technicians: ['technician', 'plumber'], day: 1, from: '13:00', to: '15:00' },
  { order: 'Pharmacy vaccine fridge', task: 'Alarm check', technicians: ['servicemanager'], day: 1, from: '09:00', to: '09:45', isAppointment: true },
];

export async function seedDemoSchedule(db: Kysely<Database>): Promise<void> {
  const subscriber = await db.selectFrom('subscribers').select('id').where('name', '=', DEMO_SUBSCRIBER_NAME).executeTakeFirst();
  if (!subscriber) return;
  const subscriberId = subscriber.id;
  const seeded = await db.selectFrom('schedule_entries').select('id').where('subscriber_id', '=', subscriberId).limit(1).executeTakeFirst();
  if (seeded) return;
  const settings = await db.selectFrom('subscriber_settings').select('time_zone').where('subscriber_id', '=', subscriberId).executeTakeFirst();
  const zone = timeZoneOrFallback(settings?.time_zone);
  const users = await db.selectFrom('users').select(['id', 'user_name']).where('subscriber_id', '=', subscriberId).execute();
  const orders = await db.selectFrom('work_orders').select(['id', 'problem']).where('subscriber_id', '=', subscriberId).execute();
  const userId = (name: string) => users.find((u) => u.user_name === name)!.id;
  const superAdmin = userId('superadmin');
  const today = wallClock(new Date(), zone).date;
  const dayAfter = (n: number) => Array.from({ length: n }).reduce<string>((day) => nextDay(day), today);

  await db.transaction().execute(async (trx) => {
    for (const visit of VISITS) {
      const date = dayAfter(visit.day);
      const start = instantOf(date, visit.from, zone);
      const end = instantOf(date, visit.to, zone);
      const { id } = await trx
        .insertInto('schedule_entries')
        .values({
          subscriber_id: subscriberId,
          work_order_id: visit.order ? orders.find((o) => o.problem.startsWith(visit.order!))!.id : null,
          task: visit.task,
          start_time: start,
          end_time: end,
          is_all_day: false,
          due: null,
          duration_hours: (end.getTime() - start.getTime()) / 3_600_000,
          recurrence_rule: visit.recurrenceRule ?? null,
          base_city_id: null,
          is_appointment: visit.isAppointment ?? false,
          appointment_reason: null,
          no_visit_required: false,
          created_by: superAdmin,
          modified_by: superAdmin,
          modified_date: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('schedule_entry_technicians')
        .values(visit.technicians.map((name) => ({ subscriber_id: subscriberId, schedule_entry_id: id, technician_id: userId(name) })))
        .execute();
    }
  });
}
