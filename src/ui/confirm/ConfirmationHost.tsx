import { useRef } from 'react';
import { ConfirmationDialog } from './ConfirmationDialog';
import { useConfirmationQuestion } from './confirmStore';

export default function ConfirmationHost() {
  const question = useConfirmationQuestion();
  // Keeps the wording while the dialog fades out after an answer.
  const shown = useRef(question);
  if (question) shown.current = question;
  return (
    <ConfirmationDialog
      open={question !== null}
      {...shown.current?.options}
      onYes={() => question?.answer(true)}
      onNo={() => question?.answer(false)}
    />
  );
}
