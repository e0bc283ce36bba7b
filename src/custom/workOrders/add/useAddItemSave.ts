import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/notifications/toastStore';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { useFormSave } from '../../../ui/form/useFormSave';
import { workOrderKeys } from '../queryKeys';
import type { AddItemContext } from './AddItemPage';

/**
 * An add page's save: `submit(found, send)` checks, sends, says `addedMessage` and goes back to
 * the list, read anew first when it is cached, so the tab shows the new row at once.
 */
export function useAddItemSave(context: AddItemContext, addedMessage: string) {
  const form = useFormSave();
  const queryClient = useQueryClient();
  const submit = (found: FieldErrors, send: () => Promise<unknown>) =>
    form.submit(found, async () => {
      await send();
      toast.success(addedMessage);
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.list(context.order.id, context.list), refetchType: 'all' });
      context.back();
    });
  return { ...form, submit };
}
