/**
 * The work-order statuses of the clock-out (issue 34 item 6): a status carries a mark, "Technician
 * May Set", and a technician clocking out is offered only the marked ones; the office (roles with
 * Change Status) sets the others, Billed and Invoice Submitted among them, and the server refuses
 * them from anyone else. The schema engine adds the column before the area migrations run
 * (schemas/workOrderStatuses.schema.json); this marks the seeded statuses of the subscribers that
 * exist, as a new subscriber's seed does, and puts them in the order of a visit: the technicians'
 * from Onsite to Completed first, then the office's from N/A to Billed. A sort order a subscriber
 * changed (anything but the seeded one, which was the status's id) is left as it is, and so is a
 * status a subscriber added (not marked).
 */
import { sql, type Kysely } from 'kysely';

/** The statuses a technician sets at the end of a visit (ids of spec §3.10). */
const TECHNICIAN_STATUS_IDS = [7, 5, 26, 41, 61, 11, 21, 79, 34, 33, 15, 32, 38];

/** (id, sort order): the seeded sort order was the id. */
const SORT_ORDERS = sql`(values
  (1, 200), (2, 410), (3, 510), (4, 520), (5, 20), (6, 550), (7, 10), (8, 560), (9, 280),
  (10, 420), (11, 60), (12, 530), (13, 210), (14, 310), (15, 110), (16, 290), (17, 240), (18, 470),
  (19, 230), (20, 430), (21, 70), (22, 590), (23, 300), (24, 450), (25, 600), (26, 30), (27, 580),
  (28, 390), (29, 320), (30, 540), (31, 220), (32, 120), (33, 100), (34, 90), (35, 370), (36, 330),
  (37, 500), (38, 130), (39, 490), (40, 350), (41, 40), (42, 440), (43, 480), (44, 360), (45, 380),
  (46, 400), (47, 260), (48, 250), (50, 270), (51, 340), (53, 570), (61, 50), (79, 80), (80, 460)
)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table work_order_statuses add column if not exists technician_may_set boolean`.execute(db);
  await sql`
    update work_order_statuses
       set technician_may_set = id in (${sql.join(TECHNICIAN_STATUS_IDS)}), version = version + 1
     where technician_may_set is null`.execute(db);
  await sql`
    update work_order_statuses s
       set sort_order = v.sort_order, version = s.version + 1
      from ${SORT_ORDERS} as v (id, sort_order)
     where s.id = v.id and s.sort_order = v.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update work_order_statuses s
       set sort_order = v.id
      from ${SORT_ORDERS} as v (id, sort_order)
     where s.id = v.id and s.sort_order = v.sort_order`.execute(db);
  await sql`update work_order_statuses set technician_may_set = null`.execute(db);
}
