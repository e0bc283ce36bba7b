/**
 * The role-to-permission mapping of the signed-in user's subscriber (the /permissions screen).
 */
import { needs } from '../../domain/access';
import { MODULES, MODULE_CATALOG } from '../../domain/permissions/catalog';
import { ROLES, isSuperAdmin } from '../../domain/permissions/roles';
import { PERMISSION_CATALOG_SCHEMA, ROLE_GRANTS_SCHEMA } from '../../domain/permissions/responses';
import { roleGrantsBody, roleParams, type ModuleGrantBody } from '../../domain/permissions/wire';
import { badRequest, type FieldErrors } from '../errors';
import { SAVED_SCHEMA } from '../http/responses';
import { areaPlugin, type AreaApp } from '../http/areaApp';

const SUPER_ADMIN_ID = ROLES.find((r) => r.name === 'Super Admin')!.id;
const PERMISSIONS_MODULE_ID = MODULE_CATALOG.find((m) => m.name === MODULES.PERMISSIONS)!.id;

/** Everything wrong with a submitted mapping, by field, or null when it is sound. */
export function mappingErrors(modules: ModuleGrantBody[]): FieldErrors | null {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  modules.forEach((grant, index) => {
    const field = `modules.${index}`;
    const module = MODULE_CATALOG.find((m) => m.id === grant.moduleId);
    if (!module) {
      (errors[field] ??= []).push(`There is no module with id ${grant.moduleId}.`);
      return;
    }
    if (seen.has(grant.moduleId)) (errors[field] ??= []).push(`${module.name} is listed more than once.`);
    seen.add(grant.moduleId);
    if (grant.canWrite && !grant.canRead) (errors[field] ??= []).push(`${module.name}: write access needs read access.`);
    for (const name of grant.functionalities) {
      if (!(module.functionalities as string[]).includes(name)) {
        (errors[field] ??= []).push(`${module.name} has no permission named "${name}".`);
      }
    }
    if (grant.functionalities.length && !grant.canRead) {
      (errors[field] ??= []).push(`${module.name}: named permissions need read access.`);
    }
  });
  return Object.keys(errors).length ? errors : null;
}

async function permissionRoutes(app: AreaApp) {
  const { db } = app;

  app.get(
    '/api/v1/permissions/catalog',
    {
      config: { requires: needs.read(MODULES.PERMISSIONS) },
      schema: {
        summary: 'The roles, and the modules with their named permissions and generated screens',
        response: { 200: PERMISSION_CATALOG_SCHEMA },
      },
    },
    async () => ({
      roles: ROLES.map((r) => ({ id: r.id, name: r.name })),
      modules: MODULE_CATALOG.map((m) => ({
        id: m.id,
        name: m.name,
        functionalities: m.functionalities,
        generatedScreens: app.resources.all
          .filter((r) => r.module === m.name)
          .map((r) => r.label)
          .sort((a, b) => a.localeCompare(b)),
      })),
    }),
  );

  app.get(
    '/api/v1/permissions/roles/:roleId',
    {
      config: { requires: needs.read(MODULES.PERMISSIONS) },
      schema: {
        summary: "One role's module permissions for this subscriber",
        params: roleParams,
        response: { 200: ROLE_GRANTS_SCHEMA },
      },
    },
    async (request) => {
      const { subscriberId } = request.principal;
      const { roleId } = request.params;
      const records = await db
        .selectFrom('role_module_permissions')
        .select(['module_id', 'can_read', 'can_write'])
        .where('subscriber_id', '=', subscriberId)
        .where('role_id', '=', roleId)
        .execute();
      const granted = await db
        .selectFrom('role_functionalities as g')
        .innerJoin('functionalities as f', 'f.id', 'g.functionality_id')
        .select(['f.module_id', 'f.name'])
        .where('g.subscriber_id', '=', subscriberId)
        .where('g.role_id', '=', roleId)
        .execute();
      return MODULE_CATALOG.map((m) => {
        const record = records.find((r) => r.module_id === m.id);
        return {
          moduleId: m.id,
          moduleName: m.name,
          canRead: roleId === SUPER_ADMIN_ID || Boolean(record?.can_read),
          canWrite: roleId === SUPER_ADMIN_ID || Boolean(record?.can_write),
          functionalities:
            roleId === SUPER_ADMIN_ID ? [...m.functionalities] : granted.filter((g) => g.module_id === m.id).map((g) => g.name),
          available: m.functionalities,
        };
      });
    },
  );

  app.put(
    '/api/v1/permissions/roles/:roleId',
    {
      config: { requires: needs.write(MODULES.PERMISSIONS) },
      schema: {
        summary: "Replaces one role's module permissions for this subscriber",
        params: roleParams,
        body: roleGrantsBody,
        response: { 200: SAVED_SCHEMA },
      },
    },
    async (request) => {
      const { principal } = request;
      const { roleId } = request.params;
      const { modules } = request.body;
      if (roleId === SUPER_ADMIN_ID) throw badRequest('Super Admin always holds every permission; it cannot be changed.');
      const errors = mappingErrors(modules);
      if (errors) throw badRequest(Object.values(errors)[0][0], errors);
      const keepsOwnAccess = modules.some((g) => g.moduleId === PERMISSIONS_MODULE_ID && g.canWrite);
      if (principal.roleIds.includes(roleId) && !isSuperAdmin(principal.roles) && !keepsOwnAccess) {
        const otherRoleKeepsAccess = principal.groups
          .find((g) => g.permissionDescription === MODULES.PERMISSIONS)
          ?.permissions.some((p) => p.roleId !== roleId && p.canWrite);
        if (!otherRoleKeepsAccess) {
          throw badRequest('You cannot remove your own write access to Permissions.');
        }
      }
      await db.transaction().execute(async (trx) => {
        const catalog = await trx.selectFrom('functionalities').select(['id', 'module_id', 'name']).execute();
        await trx
          .deleteFrom('role_functionalities')
          .where('subscriber_id', '=', principal.subscriberId)
          .where('role_id', '=', roleId)
          .execute();
        await trx
          .deleteFrom('role_module_permissions')
          .where('subscriber_id', '=', principal.subscriberId)
          .where('role_id', '=', roleId)
          .execute();
        const kept = modules.filter((g) => g.canRead || g.canWrite);
        if (kept.length) {
          await trx
            .insertInto('role_module_permissions')
            .values(
              kept.map((g) => ({
                subscriber_id: principal.subscriberId,
                role_id: roleId,
                module_id: g.moduleId,
                can_read: g.canRead,
                can_write: g.canWrite,
                modified_by: principal.userId,
              })),
            )
            .execute();
        }
        const functionalityRows = kept.flatMap((g) =>
          g.functionalities.map((name) => ({
            subscriber_id: principal.subscriberId,
            role_id: roleId,
            functionality_id: catalog.find((f) => f.module_id === g.moduleId && f.name === name)!.id,
          })),
        );
        if (functionalityRows.length) await trx.insertInto('role_functionalities').values(functionalityRows).execute();
      });
      return { saved: true };
    },
  );
}

export default areaPlugin('permissions', permissionRoutes);
