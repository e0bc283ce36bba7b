import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { CurrencyField, refusedMessage, savedAmount, type CurrencyValue } from '../../../ui/form/CurrencyField';
import { materialsApi } from '../childrenApi';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { LookupSelect } from '../form/LookupSelect';
import { parseQuantity, QUANTITY_MESSAGE } from '../form/quantity';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { AddItemForm, AddItemPage, type AddItemContext } from './AddItemPage';
import { DescriptionField, QuantityField } from './ItemFields';
import { useAddItemSave } from './useAddItemSave';

const FORM_ID = 'material-add-form';

function MaterialForm({ context }: { context: AddItemContext }) {
  const lookups = useWorkOrderLookups();
  const [partNumber, setPartNumber] = useState('');
  const [description, setDescription] = useState('');
  const [materialStatusId, setMaterialStatusId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [unitCost, setUnitCost] = useState<CurrencyValue>(null);
  const [unitPrice, setUnitPrice] = useState<CurrencyValue>(null);
  const { errors, edited, saving, submit } = useAddItemSave(context, 'Material added.');

  const save = async () => {
    const found: FieldErrors = {};
    if (!description.trim()) found.description = 'Description is required.';
    if (materialStatusId === null) found.materialStatusId = 'Material Status is required.';
    const amount = parseQuantity(quantity);
    if (amount === null) found.quantity = QUANTITY_MESSAGE;
    const cost = refusedMessage(unitCost);
    if (cost) found.unitCost = cost;
    const price = refusedMessage(unitPrice);
    if (price) found.unitPrice = price;
    await submit(found, () =>
      materialsApi.create(context.order.id, {
        partNumber: partNumber.trim() || null,
        description: description.trim(),
        quantity: amount!,
        unitCost: savedAmount(unitCost) ?? 0,
        unitPrice: savedAmount(unitPrice) ?? 0,
        materialStatusId: materialStatusId!,
      }),
    );
  };

  return (
    <AddItemForm id={FORM_ID} saving={saving} onSubmit={() => void save()} onCancel={context.back}>
      <TextField label="Part Number" value={partNumber} onChange={(e) => edited(setPartNumber)(e.target.value)} error={Boolean(errors.partNumber)} helperText={errors.partNumber} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <LookupSelect label="Material Status" required options={lookups?.materialStatuses} value={materialStatusId} onChange={edited(setMaterialStatusId)} error={errors.materialStatusId} />
      <DescriptionField required value={description} onChange={edited(setDescription)} error={errors.description} />
      <QuantityField value={quantity} onChange={edited(setQuantity)} error={errors.quantity} />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      <CurrencyField label="Unit Cost" value={unitCost} onChange={edited(setUnitCost)} error={Boolean(errors.unitCost)} helperText={errors.unitCost ?? 'What the part cost you.'} />
      <CurrencyField label="Unit Price" value={unitPrice} onChange={edited(setUnitPrice)} error={Boolean(errors.unitPrice)} helperText={errors.unitPrice ?? 'What the customer is charged.'} />
    </AddItemForm>
  );
}

/** /workOrder/{key}/edit/material/add: a part used, ordered or proposed on the order. */
export default function MaterialAddPage() {
  return <AddItemPage title="Add Material" subtitle="A part used, ordered or proposed." tab="materials" form={MaterialForm} />;
}
