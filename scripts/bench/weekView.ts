/**
 * The dispatch week view with BENCH_WEEK_ENTRIES (2,000) visits: how long Chromium takes to
 * draw the week (target < 500 ms). The demo tenant gets the visits spread over its field team and
 * the seven days of the current week; the dispatcher opens the board, then switches from Day to
 * Week: the first time reads the entries and draws them, the next three draw them from the
 * page's cache, which is the rendering alone. The time runs from the click to the frame after
 * every day of the week holds its entries. A day's visits beyond four side by side are drawn as
 * one "+N more" per hour (src/ui/calendar/crowdedDays.ts), as a dispatcher would see them.
 *
 * Its target is a ratio to a yardstick drawn in the same page, in turn with each draw of the
 * week: Chromium laying out and painting as many plain boxes as there are visits (a line of text
 * each, absolutely placed in seven columns, no framework), from the first DOM call to the frame
 * after. That is the browser's own cost for the same number of positioned elements on this
 * machine; what the ratio holds is what the calendar and React add to it.
 *
 * `npm run bench` runs it; `npx tsx scripts/bench/weekView.ts` runs it alone.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { format, startOfWeek } from 'date-fns';
import { openDatabase } from '../../src/server/db/database';
import { migrateAreasToLatest, migrateToLatest } from '../../src/server/db/migrate';
import { instantOf, nextDay } from '../../src/server/http/timeZone';
import { prepareResources } from '../../src/server/resources/engine';
import { syncCatalog } from '../../src/server/seed/catalog';
import { DEMO_PASSWORD, seedDemoTenant } from '../../src/server/seed/demoTenant';
import { seedDemoWork } from '../../src/server/seed/demoWork';
import { ensureAppBuild } from '../appBuild';
import { createScratchDatabase } from '../support/scratchDatabase';
import { chromiumPath } from '../testSetup/browserPlan';
import { printTable, root, startBenchServer } from './support';
import { printTargets, RATIO_TARGETS, ratioRow, whole, type TargetRow } from './targets';


const ENTRIES = Number(process.env.BENCH_WEEK_ENTRIES ?? 2000);
const ZONE = 'America/New_York';

/**
 * The yardstick: draws ENTRIES plain boxes in seven columns over the page and answers the
 * milliseconds until the frame after they are painted, then removes them. Written as text, as
 * OPEN_WEEK is.
 */
const DRAW_BOXES = `new Promise((resolve) => {
  const started = performance.now();
  const board = document.createElement('div');
  board.style.cssText = 'position:fixed;inset:0;z-index:99999;background:#fff;display:flex';
  const columns = Array.from({ length: 7 }, () => {
    const column = document.createElement('div');
    column.style.cssText = 'position:relative;flex:1;border-left:1px solid #ddd;overflow:hidden';
    board.appendChild(column);
    return column;
  });
  for (let i = 0; i < ${ENTRIES}; i++) {
    const box = document.createElement('div');
    box.style.cssText = 'position:absolute;left:' + ((i * 13) % 80) + '%;width:20%;top:' + ((i * 37) % 720) / 7.2 + '%;height:3%;background:#cfe3ff;font:12px sans-serif;overflow:hidden';
    box.textContent = 'Bench visit ' + (i + 1);
    columns[i % 7].appendChild(box);
  }
  document.body.appendChild(board);
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const elapsed = performance.now() - started;
    board.remove();
    resolve(elapsed);
  }));
})`;

async function seedWeek(databaseUrl: string | null, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    await seedDemoTenant(handle.db);
    await prepareResources(handle.db, path.join(root, 'schemas'));
    await migrateAreasToLatest(handle.db);
    await seedDemoWork(handle.db);
    const db = handle.db;
    const subscriber = await db.selectFrom('subscribers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const technicians = await db.selectFrom('users').select('id').where('subscriber_id', '=', subscriber.id).where('user_name', 'in', ['technician', 'plumber', 'masterplumber', 'teamleader', 'responsiblemasterplumber', 'filtrationinstaller']).execute();
    const orders = await db.selectFrom('work_orders').select('id').where('subscriber_id', '=', subscriber.id).execute();
    // The week the board opens on: the browser's, which runs on this machine's clock and zone.
    let day = format(startOfWeek(new Date()), 'yyyy-MM-dd');
    const days = Array.from({ length: 7 }, () => {
      const current = day;
      day = nextDay(day);
      return current;
    });
    for (let first = 0; first < ENTRIES; first += 250) {
      const batch = Array.from({ length: Math.min(250, ENTRIES - first) }, (_, k) => {
        const i = first + k;
        const date = days[i % 7];
        const minute = 6 * 60 + ((i * 37) % (12 * 60));
        const start = instantOf(date, `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`, ZONE);
        return {
          subscriber_id: subscriber.id,
          work_order_id: orders[i % orders.length].id,
          task: `Bench visit ${i + 1}`,
          start_time: start,
          end_time: new Date(start.getTime() + 45 * 60_000),
          is_all_day: false,
          duration_hours: 0.75,
          is_appointment: i % 5 === 0,
          no_visit_required: false,
          modified_date: new Date(),
          created_by: null,
          modified_by: null,
        };
      });
      const ids = await db.insertInto('schedule_entries').values(batch).returning('id').execute();
      await db
        .insertInto('schedule_entry_technicians')
        .values(ids.map(({ id }, k) => ({ subscriber_id: subscriber.id, schedule_entry_id: id, technician_id: technicians[(first + k) % technicians.length].id })))
        .execute();
    }
  } finally {
    await handle.close();
  }
}

export async function runWeekViewBench(): Promise<TargetRow[]> {
  await ensureAppBuild();
  const scratch = await createScratchDatabase('weekview');
  console.log(`\nFilling a week with ${ENTRIES} visits...`);
  await seedWeek(scratch.databaseUrl, scratch.dataDir);
  const server = await startBenchServer(scratch, { SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('User name').fill('teamleader');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${server.baseUrl}/management/schedule`);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByTestId('calendar').waitFor();

    /**
     * Clicks Week and answers the milliseconds until each of the week's seven columns holds
     * entries and a frame has been drawn. Written as text: the script runner would add its own
     * helpers to a function handed to the page.
     */
    const OPEN_WEEK = `new Promise((resolve, reject) => {
      const filled = () => [...document.querySelectorAll('[data-testid^="timegrid-column-"]')].filter((c) => c.querySelector('.toastui-calendar-event-time')).length;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Week');
      const started = performance.now();
      const waitDrawn = () => {
        if (filled() === 7) return requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
        if (performance.now() - started > 30000) return reject(new Error('The week was not drawn within 30 s: ' + filled() + ' of 7 days hold entries'));
        requestAnimationFrame(waitDrawn);
      };
      button.click();
      requestAnimationFrame(waitDrawn);
    })`;
    const openWeek = () => page.evaluate(OPEN_WEEK) as Promise<number>;
    const backToDay = async () => {
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await page.waitForTimeout(500);
    };
    const drawBoxes = () => page.evaluate(DRAW_BOXES) as Promise<number>;
    const first = await openWeek();
    await backToDay();
    await drawBoxes(); // untimed: the first draw of plain boxes
    const cached = [];
    const boxes = [];
    for (let i = 0; i < 3; i++) {
      boxes.push(await drawBoxes());
      await page.waitForTimeout(200);
      cached.push(await openWeek());
      await backToDay();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    const week = median(cached);
    const yardstick = median(boxes);
    printTable(
      `Dispatch week view with ${ENTRIES} visits (Chromium, ${server.db})`,
      ['measure', 'ms'],
      [
        ['first open: read the week and draw it', first.toFixed(0)],
        ['draw the week (median of 3, entries cached)', week.toFixed(0)],
        [`the yardstick: ${whole(ENTRIES)} plain boxes in seven columns (median of 3)`, yardstick.toFixed(0)],
      ],
    );
    return [
      ratioRow(
        `dispatch week view with ${whole(ENTRIES)} visits: draw the week`,
        `Chromium, ${server.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
        { value: week, figure: `${week.toFixed(0)} ms (median of 3; first open ${first.toFixed(0)} ms)` },
        { name: `${whole(ENTRIES)} plain boxes`, value: yardstick, figure: `${yardstick.toFixed(0)} ms` },
        RATIO_TARGETS.weekView,
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printTargets(await runWeekViewBench());
