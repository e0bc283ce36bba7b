import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { saveErrorReport } from '../../src/resources/edit/saveErrors';
import type { RecordSchema } from '../../src/domain/resources/meta';

const schema: RecordSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' }, phone: { type: 'string', title: 'Phone' } } };

describe('a failed save', () => {
  it('puts a 400 on its fields and toasts its title', () => {
    const report = saveErrorReport(new HttpError('Check the fields.', 400, { title: 'Check the fields.', errors: { phone: ['Bad phone.'], body: ['Bad body.'] } }), schema);
    expect(report).toEqual({ fields: { phone: { __errors: ['Bad phone.'] } }, message: 'Check the fields. Bad body.', stale: false });
  });

  it('puts a unique clash on its field', () => {
    const message = 'Another Region already has this Name.';
    expect(saveErrorReport(new HttpError(message, 409, { message, field: 'name' }), schema)).toEqual({
      fields: { name: { __errors: [message] } },
      message,
      stale: false,
    });
  });

  it('reads any other 409 as a record someone else saved first', () => {
    const message = 'This Region was changed by someone else. Reload it and try again.';
    expect(saveErrorReport(new HttpError(message, 409, { message }), schema)).toEqual({ fields: undefined, message, stale: true });
  });

  it('leaves other failures to the error catalogue', () => {
    expect(saveErrorReport(new HttpError('Error Occurred.', 500, {}), schema)).toBeNull();
    expect(saveErrorReport(new Error('offline'), schema)).toBeNull();
  });
});
