/**
 * The demo company's colours for its work-order statuses and flags (the flags bear the statuses'
 * names), so that pills and card edges tell them apart: families by meaning (greys for none or
 * called off, blues and teals for field work, oranges and browns for parts, purples for quotes,
 * pinks and yellows for paperwork, reds for holds, greens for done), each status a colour of its
 * own, all reading at 4.5:1 or better with the black or white text drawn on them. Given once, when
 * the demo company is made; later changes are the subscriber's.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_SUBSCRIBER_NAME } from './demoTenant';

export const DEMO_STATUS_COLOURS: Readonly<Record<string, string>> = {
  'N/A': '#78909C',
  'WO Canceled': '#616161',
  Duplicate: '#BDBDBD',
  Tesla: '#37474F',

  'To Do': '#1565C0',
  'AM Service': '#90CAF9',
  'Leak Test': '#4FC3F7',
  Onsite: '#00BFA5',
  'En Route': '#00838F',
  PM: '#00695C',
  'Schedule W/ Customer': '#80DEEA',
  'Two Man Job': '#0277BD',
  'Perform Site Survey': '#26C6DA',
  'Install Scheduled': '#3949AB',
  'Follow Up Visit': '#4DB6AC',
  'To Be Continued': '#5E35B1',
  'Tech Service Needed': '#AD1457',
  'Re-Opened': '#E53935',

  'Equipment Ordered': '#BF360C',
  'Parts Ordered': '#EF6C00',
  'Need To Order Parts': '#FFB300',
  'Parts Here': '#FFCC80',
  'Parts Reordered': '#FB8C00',
  'Pick Up Parts Locally': '#FFE082',
  'Part Ordered By Customer': '#FFAB91',
  'Put Parts Info In': '#A1887F',
  'Back Ordered': '#E64A19',
  'Return Parts For Credit': '#8D6E63',
  'Parts On Van': '#FFA726',
  'Parts At Warehouse': '#6D4C41',

  'Need Quote': '#BA68C8',
  'Quote Open': '#9575CD',
  'Quote Pending': '#E1BEE7',
  'Quote Submitted': '#AA00FF',
  'Quote Approved': '#7B1FA2',
  'Pending Customer Approval': '#FDD835',
  'Get NTE Raised': '#CE93D8',
  'NTE Raise Requested': '#B39DDB',

  'Need Attachment': '#F48FB1',
  'Fix Work Description': '#EC407A',
  'Fix Time': '#F06292',
  'Get Ticket Signed': '#F8BBD0',
  'Get M/M Serial': '#FF80AB',
  'Service Manager Review': '#880E4F',
  'Waiting On Order Info': '#FFF59D',
  'Waiting On Sub Contractor': '#F0F4C3',
  'Waiting For IVR Status Change': '#DCE775',

  'Credit Hold': '#7F0000',
  'Hold Ticket': '#FF8A80',
  Urgent: '#C62828',

  Reviewed: '#A5D6A7',
  Completed: '#1B5E20',
  'Invoice Submitted': '#558B2F',
  Billed: '#4E342E',
};

export async function seedDemoStatusColours(db: Kysely<Database>): Promise<void> {
  const subscriber = await db.selectFrom('subscribers').select('id').where('name', '=', DEMO_SUBSCRIBER_NAME).executeTakeFirst();
  if (!subscriber) return;
  const colours = sql.join(Object.entries(DEMO_STATUS_COLOURS).map(([name, colour]) => sql`(${name}, ${colour})`));
  for (const table of ['work_order_statuses', 'work_order_flags']) {
    await sql`
      update ${sql.table(table)} as list set color = given.colour
      from (values ${colours}) as given (name, colour)
      where list.subscriber_id = ${subscriber.id} and list.name = given.name`.execute(db);
  }
}
