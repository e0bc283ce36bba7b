import { TextField } from '@mui/material';
import { useState } from 'react';
import { toast } from '../../../app/notifications/toastStore';
import { CurrencyField } from '../../../resources/form/widgets/CurrencyField';
import { standardItemsApi } from '../childrenApi';
import { firstError, reportSaveError, useFieldErrors, type FieldErrors } from '../form/fieldErrors';
import { LookupSelect } from '../form/LookupSelect';
import { parseQuantity, QUANTITY_MESSAGE } from '../form/quantity';
import { lineTotal, money } from '../items/money';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { AddItemForm, AddItemPage, Wide, type AddItemContext } from './AddItemPage';

const FORM_ID = 'standard-item-add-form';

function StandardItemForm({ context }: { context: AddItemContext }) {
  const lookups = useWorkOrderLookups();
  const [standardItemId, setStandardItemId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [unitPrice, setUnitPrice] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const { errors, setErrors, edited } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const options = lookups?.standardItems.map((s) => ({ id: s.id, name: `${s.name} (${money(s.unitPrice)})` }));
  const amount = parseQuantity(quantity);

  const choose = (id: number | null) => {
    setStandardItemId(id);
    setUnitPrice(lookups?.standardItems.find((s) => s.id === id)?.unitPrice ?? null);
    setErrors({});
  };

  const save = async () => {
    const found: FieldErrors = {};
    if (standardItemId === null) found.standardItemId = 'Standard Item is required.';
    if (amount === null) found.quantity = QUANTITY_MESSAGE;
    setErrors(found);
    const first = firstError(found);
    if (first) return void toast.error(first);
    setSaving(true);
    try {
      await standardItemsApi.create(context.order.id, {
        standardItemId: standardItemId!,
        quantity: amount!,
        ...(unitPrice === null ? {} : { unitPrice }),
        description: description.trim() || null,
      });
      toast.success('Standard item added.');
      context.back();
    } catch (error) {
      reportSaveError(error, setErrors);
      setSaving(false);
    }
  };

  return (
    <AddItemForm id={FORM_ID} saving={saving} onSubmit={() => void save()} onCancel={context.back}>
      <Wide>
        <LookupSelect label="Standard Item" required options={options} value={standardItemId} onChange={choose} error={errors.standardItemId} />
      </Wide>
      <TextField
        label="Quantity"
        required
        value={quantity}
        onChange={(e) => edited(setQuantity)(e.target.value)}
        error={Boolean(errors.quantity)}
        helperText={errors.quantity}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <CurrencyField
        label="Unit Price"
        value={unitPrice}
        onChange={edited(setUnitPrice)}
        error={Boolean(errors.unitPrice)}
        helperText={errors.unitPrice ?? (amount !== null && unitPrice !== null ? `Total ${lineTotal(amount, unitPrice)}` : "The item's own price unless changed.")}
      />
      <Wide>
        <TextField
          label="Description"
          fullWidth
          multiline
          minRows={2}
          value={description}
          onChange={(e) => edited(setDescription)(e.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Wide>
    </AddItemForm>
  );
}

/** /workOrder/{key}/edit/standardItems/add: an item of the standard item list, billed on the order. */
export default function StandardItemAddPage() {
  return (
    <AddItemPage title="Add Standard Item" subtitle="An item of your standard item list." tab="standardItems">
      {(context) => <StandardItemForm context={context} />}
    </AddItemPage>
  );
}
