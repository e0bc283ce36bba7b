/**
 * The demo tenant's sales scheduler: this week's visits and calls of the four sales users, an
 * appointment, and a series on every 2nd Tuesday of the month, 10 times. Seeded once: the demo
 * sales persons' colours, set here, mark it done.
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_DURATION_HOURS } from '../../domain/salesScheduler/actions';
import type { SalesColor } from '../../domain/salesScheduler/colors';
import type { Database } from '../db/schema';
import { instantOf, timeZoneOrFallback, wallClock } from '../http/timeZone';
import { DEMO_SUBSCRIBER_NAME } from './demoTenant';

/** Every sales person of the demo (whoever holds write on the scheduler) in a colour of their own. */
const SALES_USERS: Record<string, SalesColor> = {
  salesperson: 'blue',
  salesmanager: 'purple',
  areasalesmanager: 'green',
  territorysales: 'orange',
  admin: 'gray',
  superadmin: 'red',
  businessdevelopmentmanager: 'teal',
  projectspecialist: 'magenta',
};

interface DemoAction {
  user: string;
  customer: string;
  title: string;
  /** Days from this week's Monday ('second Tuesday': of this month), and the wall-clock start "HH:mm". */
  day: number | 'second Tuesday';
  at: string;
  hours: number;
  appointment?: boolean;
  rule?: string;
}

const ACTIONS: DemoAction[] = [
  { user: 'salesperson', customer: 'Harbor Fresh Market', title: 'Walk-in cooler upgrade proposal', day: 0, at: '09:00', hours: 1 },
  { user: 'salesperson', customer: 'Maple Street Diner', title: 'Hood cleaning contract renewal', day: 2, at: '13:30', hours: 0.75, appointment: true },
  { user: 'salesperson', customer: 'Copper Kettle Bakery', title: 'Follow-up call: oven service plan', day: 3, at: '10:00', hours: DEFAULT_DURATION_HOURS },
  // A monthly account review: every 2nd Tuesday of the month, 10 times.
  { user: 'salesperson', customer: 'Northgate Medical Center', title: 'Monthly account review', day: 'second Tuesday', at: '11:00', hours: 1, rule: 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=10' },
  { user: 'salesmanager', customer: 'Riverside School District', title: 'District maintenance bid review', day: 1, at: '14:00', hours: 1.5, appointment: true },
  { user: 'salesmanager', customer: 'Harbor Fresh Market', title: 'Weekly pipeline call', day: 0, at: '08:00', hours: 0.5, rule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=12' },
  { user: 'areasalesmanager', customer: 'Lakeside Elementary School', title: 'Site survey: rooftop units', day: 3, at: '09:30', hours: 2 },
  { user: 'territorysales', customer: 'Copper Kettle Bakery', title: 'Introduce filtration service', day: 4, at: '15:00', hours: 0.5 },
];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The 2nd Tuesday of the month of `date`. */
function secondTuesday(date: string): string {
  const first = `${date.slice(0, 8)}01`;
  return addDays(first, ((2 - isoWeekday(first) + 7) % 7) + 7);
}

export async function seedDemoSalesActions(db: Kysely<Database>): Promise<void> {
  const subscriber = await db.selectFrom('subscribers').select('id').where('name', '=', DEMO_SUBSCRIBER_NAME).executeTakeFirst();
  if (!subscriber) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'sales_color'])
    .where('subscriber_id', '=', subscriber.id)
    .where('user_name', 'in', Object.keys(SALES_USERS))
    .execute();
  if (!users.length || users.some((user) => user.sales_color !== null)) return;
  const customers = await db.selectFrom('customers').select(['id', 'name']).where('subscriber_id', '=', subscriber.id).execute();
  const settings = await db.selectFrom('subscriber_settings').select('time_zone').where('subscriber_id', '=', subscriber.id).executeTakeFirst();
  const zone = timeZoneOrFallback(settings?.time_zone);
  const today = wallClock(new Date(), zone).date;
  const monday = addDays(today, 1 - isoWeekday(today));
  const userId = new Map(users.map((user) => [user.user_name, user.id]));
  const customerId = new Map(customers.map((customer) => [customer.name, customer.id]));
  const rows = ACTIONS.filter((action) => userId.has(action.user) && customerId.has(action.customer)).map((action) => {
    const date = action.day === 'second Tuesday' ? secondTuesday(today) : addDays(monday, action.day);
    const start = instantOf(date, action.at, zone);
    return {
      subscriber_id: subscriber.id,
      title: action.title,
      customer_id: customerId.get(action.customer)!,
      sales_person_id: userId.get(action.user)!,
      start_at: start,
      end_at: new Date(start.getTime() + action.hours * 3_600_000),
      duration_hours: action.hours,
      is_appointment: action.appointment ?? false,
      recurrence_rule: action.rule ?? null,
      created_by: userId.get(action.user)!,
      modified_by: userId.get(action.user)!,
    };
  });
  await db.transaction().execute(async (trx) => {
    if (rows.length) await trx.insertInto('sales_actions').values(rows).execute();
    for (const user of users) {
      await trx.updateTable('users').set({ sales_color: sql<string>`${SALES_USERS[user.user_name]}` }).where('id', '=', user.id).execute();
    }
  });
}
