import { describe, expect, it } from 'vitest';
import { CHECKLIST_STEP, firstWizardStep, nextWizardStep, stepOfError, wizardSteps } from '../../src/domain/thirdParty/corrigoWizard';

const question = { id: 1, labelText: 'Filter changed?', type: 'Bool' as const, isRequired: true, dataLength: null, currency: null, values: [], value: null };

describe('the Corrigo check-out wizard steps', () => {
  it('opens every step when repair codes are required and the customer has questions', () => {
    const steps = wizardSteps({ isRepairCodeRequired: true, customFields: [question] });
    expect(steps.map((s) => s.enabled)).toEqual([true, true, true]);
    expect(firstWizardStep(steps)).toBe(0);
    expect(nextWizardStep(steps, 0, 1)).toBe(1);
    expect(nextWizardStep(steps, 1, 1)).toBe(CHECKLIST_STEP);
    expect(nextWizardStep(steps, CHECKLIST_STEP, 1)).toBeNull();
    expect(nextWizardStep(steps, 0, -1)).toBeNull();
  });

  it('starts at the questions when no repair code is required and questions exist', () => {
    const steps = wizardSteps({ isRepairCodeRequired: false, customFields: [question] });
    expect(steps[0].enabled).toBe(false);
    expect(firstWizardStep(steps)).toBe(1);
    expect(nextWizardStep(steps, 1, -1)).toBeNull();
  });

  it('skips the questions of a customer without any, and goes straight to the checklist with neither', () => {
    const withCodes = wizardSteps({ isRepairCodeRequired: true, customFields: [] });
    expect(nextWizardStep(withCodes, 0, 1)).toBe(CHECKLIST_STEP);
    expect(nextWizardStep(withCodes, CHECKLIST_STEP, -1)).toBe(0);
    expect(firstWizardStep(wizardSteps({ isRepairCodeRequired: false, customFields: [] }))).toBe(CHECKLIST_STEP);
  });

  it('tells the step a check-out error belongs to', () => {
    expect(stepOfError('repairInfo.categoryId')).toBe(0);
    expect(stepOfError('customFields.7')).toBe(1);
    expect(stepOfError('procedures')).toBe(CHECKLIST_STEP);
    expect(stepOfError('comment')).toBeNull();
  });
});
