import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrors, dismiss, notify, toast, toastsShown } from '../../src/ui/notifications/toastStore';

const shown = () => toastsShown().map((t) => `${t.type}: ${t.message}`);

beforeEach(() => {
  vi.stubGlobal('location', { pathname: '/administration/status/workOrder/3' });
});
afterEach(() => {
  for (const t of toastsShown()) dismiss(t.id);
  vi.unstubAllGlobals();
});

describe('toasts: a success clears the earlier errors of the same action or form', () => {
  it('a save that failed and then succeeded leaves only the success', () => {
    toast.error('Error Occurred.', { key: 'save-status-3' });
    toast.success('Saved.', { key: 'save-status-3' });
    expect(shown()).toEqual(['success: Saved.']);
  });

  it('errors of other actions stay, and so do warnings and infos of the same one', () => {
    toast.error('Error Occurred.', { key: 'save-status-3' });
    toast.error('The list could not be exported.', { key: 'export' });
    toast.warning('Check the colour.', { key: 'save-status-3' });
    toast.success('Saved.', { key: 'save-status-3' });
    expect(shown()).toEqual(['error: The list could not be exported.', 'warning: Check the colour.', 'success: Saved.']);
  });

  it('an error that stays until closed goes too, and its close callback runs', () => {
    const onClose = vi.fn();
    notify('Someone else saved this record first.', { id: 'record-stale', type: 'error', autoClose: false, onClose, key: 'save-status-3' });
    toast.success('Saved.', { key: 'save-status-3' });
    expect(shown()).toEqual(['success: Saved.']);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('without a key a toast belongs to the page it was shown on', () => {
    toast.error('Error Occurred.');
    vi.stubGlobal('location', { pathname: '/workOrder/all' });
    toast.error('Error Occurred.');
    toast.success('Work order 10024 saved.');
    expect(shown()).toEqual(['error: Error Occurred.', 'success: Work order 10024 saved.']);
    expect(toastsShown()[0].key).toBe('/administration/status/workOrder/3');
  });

  it('clearErrors takes away the errors of an action that succeeded without a toast of its own', () => {
    toast.error('Error Occurred.', { key: 'load-lookups' });
    toast.error('Error Occurred.', { key: 'save' });
    clearErrors('load-lookups');
    expect(toastsShown().map((t) => t.key)).toEqual(['save']);
    clearErrors();
    expect(toastsShown().map((t) => t.key)).toEqual(['save']);
    vi.stubGlobal('location', { pathname: '/x' });
    toast.error('Error Occurred.');
    clearErrors();
    expect(toastsShown().map((t) => t.key)).toEqual(['save']);
  });

  it('a toast shown again under the same id replaces the earlier one', () => {
    toast.persistentError('view-data', 'Error Occurred.');
    toast.persistentError('view-data', 'Error Occurred.');
    expect(shown()).toEqual(['error: Error Occurred.']);
  });
});
