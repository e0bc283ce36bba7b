import { toast } from '../../../app/notifications/toastStore';
import type { FieldErrors } from '../../../resources/form/fieldErrors';
import { useFormSave } from '../../../resources/form/useFormSave';
import type { AddItemContext } from './AddItemPage';

/** An add page's save: `submit(found, send)` checks, sends, says `addedMessage` and goes back to the list. */
export function useAddItemSave(context: AddItemContext, addedMessage: string) {
  const form = useFormSave();
  const submit = (found: FieldErrors, send: () => Promise<unknown>) =>
    form.submit(found, async () => {
      await send();
      toast.success(addedMessage);
      context.back();
    });
  return { ...form, submit };
}
