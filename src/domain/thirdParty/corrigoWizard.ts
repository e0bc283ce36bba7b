/**
 * The steps of the Clock Out Corrigo Work Order wizard (spec §2.3, §4): Repair Category,
 * Questions, Checked List. Repair Category is open only when the customer requires repair
 * codes, Questions only when it has custom questions; the checklist is always the last step.
 * Paused needs none of them: it is a status change.
 */
import type { CorrigoCustomerSettings } from './corrigo';

export const CORRIGO_WIZARD_STEPS = ['Repair Category', 'Questions', 'Checked List'] as const;
export const CHECKLIST_STEP = 2;

export interface WizardStepState {
  label: (typeof CORRIGO_WIZARD_STEPS)[number];
  enabled: boolean;
}

export function wizardSteps(settings: Pick<CorrigoCustomerSettings, 'isRepairCodeRequired' | 'customFields'>): WizardStepState[] {
  return [
    { label: 'Repair Category', enabled: settings.isRepairCodeRequired },
    { label: 'Questions', enabled: settings.customFields.length > 0 },
    { label: 'Checked List', enabled: true },
  ];
}

/** Where a check-out starts: the first open step (spec §4: to Questions when no repair code is required and questions exist). */
export const firstWizardStep = (steps: WizardStepState[]): number => steps.findIndex((step) => step.enabled);

/** The open step after (+1) or before (-1) `current`, or null at either end. */
export function nextWizardStep(steps: WizardStepState[], current: number, direction: 1 | -1): number | null {
  for (let i = current + direction; i >= 0 && i < steps.length; i += direction) if (steps[i].enabled) return i;
  return null;
}

/** The wizard's fields that belong to each step, for showing the step an error is on. */
export function stepOfError(field: string): number | null {
  if (field.startsWith('repairInfo')) return 0;
  if (field.startsWith('customFields')) return 1;
  if (field === 'procedures') return CHECKLIST_STEP;
  return null;
}
