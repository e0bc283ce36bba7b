/**
 * Promise-based confirmation: `await askConfirmation({...})` answers true for Yes, false for
 * No. One question at a time; ConfirmationHost shows it.
 */
import { useSyncExternalStore } from 'react';
import type { ConfirmationDialogProps } from './ConfirmationDialog';

export type ConfirmationOptions = Pick<ConfirmationDialogProps, 'title' | 'message' | 'detail' | 'yesText' | 'noText' | 'width' | 'height'>;

interface Question {
  options: ConfirmationOptions;
  answer: (yes: boolean) => void;
}

let question: Question | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function askConfirmation(options: ConfirmationOptions = {}): Promise<boolean> {
  question?.answer(false);
  return new Promise<boolean>((resolve) => {
    const asked: Question = {
      options,
      answer: (yes) => {
        if (question === asked) {
          question = null;
          emit();
        }
        resolve(yes);
      },
    };
    question = asked;
    emit();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => question;

export const useConfirmationQuestion = () => useSyncExternalStore(subscribe, snapshot);

/** The confirmation function, for components. */
export const useConfirm = () => askConfirmation;
