import { describe, expect, it } from 'vitest';
import { canReadModule, canWriteModule, hasFunctionality, meets, needs } from '../../src/domain/access';
import { FUNCTIONALITIES as F, MODULES as M, MODULE_CATALOG } from '../../src/domain/permissions/catalog';
import { subjectOf } from './subjects';

describe('Super Admin (spec §6: has all read, write and functionality permissions)', () => {
  const superAdmin = subjectOf(['Super Admin'], []);

  it('reads and writes every module without a single permission record', () => {
    for (const module of MODULE_CATALOG) {
      expect(canReadModule(superAdmin, module.name)).toBe(true);
      expect(canWriteModule(superAdmin, module.name)).toBe(true);
    }
  });

  it('holds every named permission, with or without a module', () => {
    for (const module of MODULE_CATALOG) {
      for (const functionality of module.functionalities) {
        expect(hasFunctionality(superAdmin, functionality)).toBe(true);
        expect(hasFunctionality(superAdmin, functionality, module.name)).toBe(true);
      }
    }
  });

  it('is recognised whatever the case and whatever other roles the user holds', () => {
    const subject = subjectOf(['Technician', 'super admin'], [{ module: M.WORK_ORDERS, read: true, role: 'Technician' }]);
    expect(canWriteModule(subject, M.PERMISSIONS)).toBe(true);
    expect(hasFunctionality(subject, F.ALL_USERS, M.USERS)).toBe(true);
  });

  it('an Admin is not a Super Admin: without records it reads nothing', () => {
    const admin = subjectOf(['Admin'], []);
    expect(canReadModule(admin, M.USERS)).toBe(false);
    expect(canWriteModule(admin, M.USERS)).toBe(false);
    expect(hasFunctionality(admin, F.ALL_USERS)).toBe(false);
  });
});

describe('canReadModule: readable if any record allows read', () => {
  it('is true when one of several role records allows read', () => {
    const subject = subjectOf(
      ['Technician', 'Accounting'],
      [
        { module: M.CUSTOMERS, read: false, role: 'Technician' },
        { module: M.CUSTOMERS, read: true, role: 'Accounting' },
      ],
    );
    expect(canReadModule(subject, M.CUSTOMERS)).toBe(true);
  });

  it('is false when no record allows read, when the module has no records, or for another module', () => {
    const subject = subjectOf(['Technician'], [{ module: M.CUSTOMERS, read: false }, { module: M.QUOTES, read: true }]);
    expect(canReadModule(subject, M.CUSTOMERS)).toBe(false);
    expect(canReadModule(subject, M.USERS)).toBe(false);
    expect(canReadModule(subject, 'No Such Module')).toBe(false);
    expect(canReadModule(subjectOf([], []), M.QUOTES)).toBe(false);
  });

  it('matches the module by its exact name', () => {
    const subject = subjectOf(['Technician'], [{ module: M.WORK_ORDERS, read: true }]);
    expect(canReadModule(subject, 'Work Orders')).toBe(true);
    expect(canReadModule(subject, 'WorkOrders')).toBe(false);
  });
});

describe('canWriteModule: editable if any record allows write', () => {
  it('is true when one of several records allows write', () => {
    const subject = subjectOf(
      ['Technician', 'Team Leader'],
      [
        { module: M.EQUIPMENT, read: true, write: false, role: 'Technician' },
        { module: M.EQUIPMENT, read: true, write: true, role: 'Team Leader' },
      ],
    );
    expect(canWriteModule(subject, M.EQUIPMENT)).toBe(true);
  });

  it('is false when every record is read-only or the module has no records', () => {
    const subject = subjectOf(['Technician'], [{ module: M.EQUIPMENT, read: true, write: false }]);
    expect(canReadModule(subject, M.EQUIPMENT)).toBe(true);
    expect(canWriteModule(subject, M.EQUIPMENT)).toBe(false);
    expect(canWriteModule(subject, M.USERS)).toBe(false);
  });

  it('reading and writing are answered separately: a write-only record makes a module editable, not readable', () => {
    const subject = subjectOf(['Technician'], [{ module: M.EQUIPMENT, read: false, write: true }]);
    expect(canWriteModule(subject, M.EQUIPMENT)).toBe(true);
    expect(canReadModule(subject, M.EQUIPMENT)).toBe(false);
  });
});

describe('hasFunctionality: a record allows read or write AND lists it', () => {
  it('is true for a read record listing it', () => {
    const subject = subjectOf(['Technician'], [{ module: M.WORK_ORDERS, read: true, functionalities: [F.MY_WORK_ORDERS] }]);
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS, M.WORK_ORDERS)).toBe(true);
  });

  it('is true for a write-only record listing it', () => {
    const subject = subjectOf(['Technician'], [{ module: M.WORK_ORDERS, write: true, functionalities: [F.MY_WORK_ORDERS] }]);
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS, M.WORK_ORDERS)).toBe(true);
  });

  it('does not count a record that lists it but allows neither read nor write', () => {
    const subject = subjectOf(['Technician'], [
      { module: M.WORK_ORDERS, read: false, write: false, functionalities: [F.MY_WORK_ORDERS] },
    ]);
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS, M.WORK_ORDERS)).toBe(false);
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS)).toBe(false);
  });

  it('needs both on the same record: a readable record without it plus an unreadable one with it is not enough', () => {
    const subject = subjectOf(
      ['Technician', 'Plumber'],
      [
        { module: M.WORK_ORDERS, read: true, functionalities: [F.WORK_ORDER_HISTORY], role: 'Technician' },
        { module: M.WORK_ORDERS, read: false, functionalities: [F.MY_WORK_ORDERS], role: 'Plumber' },
      ],
    );
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS, M.WORK_ORDERS)).toBe(false);
    expect(hasFunctionality(subject, F.WORK_ORDER_HISTORY, M.WORK_ORDERS)).toBe(true);
  });

  it('is false when no record lists it', () => {
    const subject = subjectOf(['Technician'], [{ module: M.WORK_ORDERS, read: true, write: true, functionalities: [] }]);
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS, M.WORK_ORDERS)).toBe(false);
    expect(hasFunctionality(subject, F.MY_WORK_ORDERS)).toBe(false);
  });

  it('with a module, only that module counts; without one, any module does', () => {
    const subject = subjectOf(['Customer'], [{ module: M.USERS, read: true, functionalities: [F.CUSTOMER_PROFILE] }]);
    expect(hasFunctionality(subject, F.CUSTOMER_PROFILE, M.USERS)).toBe(true);
    expect(hasFunctionality(subject, F.CUSTOMER_PROFILE, M.CUSTOMERS)).toBe(false);
    expect(hasFunctionality(subject, F.CUSTOMER_PROFILE)).toBe(true);
  });
});

describe('meets', () => {
  const subject = subjectOf(
    ['Technician'],
    [
      { module: M.WORK_ORDERS, read: true, write: true, functionalities: [F.MY_WORK_ORDERS] },
      { module: M.FLEET, read: true, write: false, functionalities: [F.MY_AUTO] },
    ],
  );

  it('is met when nothing is required, or an empty list is', () => {
    expect(meets(subject, undefined)).toBe(true);
    expect(meets(subject, [])).toBe(true);
  });

  it('checks module read and write requirements', () => {
    expect(meets(subject, needs.read(M.FLEET))).toBe(true);
    expect(meets(subject, needs.write(M.FLEET))).toBe(false);
    expect(meets(subject, needs.write(M.WORK_ORDERS))).toBe(true);
    expect(meets(subject, needs.read(M.USERS))).toBe(false);
    expect(meets(subject, { module: M.WORK_ORDERS, access: 'read' })).toBe(true);
  });

  it('checks functionality requirements, module-scoped or from any module', () => {
    expect(meets(subject, needs.functionality(F.MY_AUTO))).toBe(true);
    expect(meets(subject, needs.functionality(F.MY_AUTO, M.FLEET))).toBe(true);
    expect(meets(subject, needs.functionality(F.MY_AUTO, M.WORK_ORDERS))).toBe(false);
    expect(meets(subject, needs.functionality(F.ALL_WORK_ORDERS))).toBe(false);
  });

  it('a list of requirements is met when any one of them is', () => {
    expect(meets(subject, [needs.read(M.USERS), needs.functionality(F.MY_WORK_ORDERS, M.WORK_ORDERS)])).toBe(true);
    expect(meets(subject, [needs.read(M.USERS), needs.write(M.FLEET)])).toBe(false);
  });

  it('Super Admin meets every requirement', () => {
    const superAdmin = subjectOf(['Super Admin'], []);
    expect(meets(superAdmin, [needs.write(M.PERMISSIONS)])).toBe(true);
    expect(meets(superAdmin, needs.functionality(F.ALL_USERS, M.USERS))).toBe(true);
  });
});
