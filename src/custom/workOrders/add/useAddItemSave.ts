import { toast } from '../../../ui/notifications/toastStore';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { useFormSave } from '../../../ui/form/useFormSave';
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
