/** Setting a sales person's colour (spec §3.8): whoever may edit users. */
import { SALES_SCHEDULER_RULES } from '../../domain/salesScheduler/access';
import { salesPersonColorBody } from '../../domain/salesScheduler/wire';
import { notFound } from '../errors';
import type { AreaApp } from '../http/areaApp';
import { SAVED_SCHEMA, refusals } from '../http/responses';

export default async function colorRoutes(app: AreaApp) {
  app.put(
    '/api/v1/SalesScheduler/salesPersonColor',
    {
      config: { requires: SALES_SCHEDULER_RULES.canSetSalesColours },
      schema: { summary: "Sets the colour the sales scheduler shows a user's actions in", body: salesPersonColorBody, response: { 200: SAVED_SCHEMA, ...refusals(404) } },
    },
    async (request) => {
      const { userId, color } = request.body;
      const result = await app.db
        .updateTable('users')
        .set({ sales_color: color })
        .where('subscriber_id', '=', request.principal.subscriberId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound('There is no such user.');
      return { saved: true };
    },
  );
}
